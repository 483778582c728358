#if canImport(SwiftUI) && canImport(UIKit)
    import Foundation
    import HarborContainer
    import SwiftUI
    import UIKit

    /// The view controller that shows a hosted view: a `UIHostingController` whose root puts the container into
    /// the environment, and that names the hosted view's type for `popTo` and `dismiss(to:)`.
    final class HostingController<Content: View>: UIHostingController<HostedRoot<Content>>, IHostingScreen {
        let hostedViewType: any Any.Type

        init(hosting content: Content, of type: any Any.Type, container: any IContainer) {
            hostedViewType = type
            super.init(rootView: HostedRoot(content: content, container: container))
        }

        @available(*, unavailable, message: "hosted screens are made by the services")
        required init?(coder: NSCoder) {
            preconditionFailure("hosted screens are made by the services")
        }
    }

    /// The root view of a `HostingController`: the hosted view with the container in its environment.
    struct HostedRoot<Content: View>: View {
        let content: Content
        let container: any IContainer

        var body: some View {
            content.harborContainer(container)
        }
    }
#endif
