// Stand-in for SwiftUI's `UIHostingController`. Declarations read from Apple's documentation
// (theAppLaunchers/apple-docs-for-rag):
// - SwiftUI/md/swiftui-uihostingcontroller.md: `@MainActor @preconcurrency class UIHostingController where Content :
//   View`, inherits from `UIViewController`, iOS 13.0+ (open: the SDK's interface declares `open class
//   UIHostingController<Content> : UIKit.UIViewController where Content : SwiftUICore.View`)
// - SwiftUI/md/swiftui-uihostingcontroller-init(rootview:).md: `@MainActor @preconcurrency init(rootView: Content)`
// - SwiftUI/md/swiftui-uihostingcontroller-init(coder:).md: `@MainActor @preconcurrency required dynamic
//   init?(coder aDecoder: NSCoder)`
// - SwiftUI/md/swiftui-uihostingcontroller-rootview.md: `@MainActor @preconcurrency var rootView: Content { get set }`
import Foundation
import UIKit

/// A UIKit view controller that manages a SwiftUI view hierarchy (stand-in).
@MainActor @preconcurrency
open class UIHostingController<Content>: UIViewController where Content: View {
    /// The root view of the SwiftUI view hierarchy managed by this view controller.
    @MainActor @preconcurrency
    public var rootView: Content

    /// Creates a hosting controller object that wraps the specified SwiftUI view.
    @MainActor @preconcurrency
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a hosting controller object from the contents of the specified archive.
    @MainActor @preconcurrency
    public required init?(coder aDecoder: NSCoder) {
        return nil
    }
}
