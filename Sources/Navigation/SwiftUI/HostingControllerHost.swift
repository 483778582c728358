#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
    import HarborContainer
    import SwiftUI
    import UIKit

    /// The default ``IScreenHost`` with SwiftUI and UIKit: hosts each view in a `UIHostingController` whose root
    /// puts the container into the environment.
    @MainActor
    final class HostingControllerHost: IScreenHost {
        func makeScreen<Hosted: IHostedView>(
            hosting view: Hosted,
            container: any IContainer
        ) throws(NavigationError) -> any IPresentableScreen {
            guard let content = view as? any View else {
                throw .noScreenHost(typeName: "\(Hosted.self) (not a SwiftUI View)")
            }
            return controller(hosting: content, container: container)
        }

        private func controller<Content: View>(
            hosting content: Content,
            container: any IContainer
        ) -> any IPresentableScreen {
            UIHostingController(rootView: HostedRoot(content: content, container: container))
        }
    }

    /// With SwiftUI and UIKit, hosted views are shown in a `UIHostingController` unless an ``IScreenHost`` is bound.
    @MainActor
    func defaultScreenHost() -> (any IScreenHost)? {
        HostingControllerHost()
    }
#endif
