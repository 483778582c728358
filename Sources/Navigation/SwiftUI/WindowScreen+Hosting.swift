#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
    import HarborContainer
    import SwiftUI
    import UIKit

    extension WindowScreen {
        /// Hosts `view` in a `UIHostingController` whose root puts the container into the environment.
        func makeScreen<Hosted: IHostedView>(hosting view: Hosted, container: any IContainer)
            throws(NavigationError) -> any IScreen
        {
            guard let content = view as? any View else {
                throw .noScreenHost(typeName: "\(Hosted.self) (not a SwiftUI View)")
            }
            return ViewControllerScreen.node(for: controller(hosting: content, container: container))
        }

        private func controller<Content: View>(hosting content: Content, container: any IContainer)
            -> UIViewController
        {
            UIHostingController(rootView: HostedRoot(content: content, container: container))
        }
    }
#endif
