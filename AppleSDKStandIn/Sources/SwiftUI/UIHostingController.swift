// Stand-in for SwiftUI's `UIHostingController`. Declarations read from Apple's documentation
// (theAppLaunchers/apple-docs-for-rag):
// - SwiftUI/md/swiftui-uihostingcontroller.md: `@MainActor @preconcurrency class UIHostingController where Content :
//   View`, inherits from `UIViewController`, iOS 13.0+ (open: the SDK's interface declares `open class
//   UIHostingController<Content> : UIKit.UIViewController where Content : SwiftUICore.View`)
// - SwiftUI/md/swiftui-uihostingcontroller-init(rootview:).md: `@MainActor @preconcurrency init(rootView: Content)`
// Left out: `init?(coder:)` (SwiftUI/md/swiftui-uihostingcontroller-init(coder:).md), as the UIKit stand-in has no
// `NSCoder`. The UIKit stand-in's `UIViewController` has a `required init()` (so that `VC()` works from a metatype);
// the hosting controller, which Apple's SDK never creates that way, stops there.
// - SwiftUI/md/swiftui-uihostingcontroller-rootview.md: `@MainActor @preconcurrency var rootView: Content { get set }`
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
        super.init()
    }

    /// Stand-in plumbing (the UIKit stand-in's `required init()`): a hosting controller needs its root view.
    public required init() {
        fatalError("UIHostingController is created with init(rootView:)")
    }
}
