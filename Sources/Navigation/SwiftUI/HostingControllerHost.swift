#if canImport(SwiftUI) && canImport(UIKit)
    import HarborContainer
    import SwiftUI
    import UIKit

    /// The default ``IScreenHost`` with SwiftUI and UIKit: hosts each view in a `UIHostingController` whose
    /// environment holds the container.
    @MainActor
    final class HostingControllerHost: IScreenHost {
        func makeScreen<Hosted: IHostedView>(
            hosting view: Hosted,
            container: any IContainer
        ) throws(NavigationError) -> any IPresentableScreen {
            guard let content = view as? any View else {
                throw .noScreenHost(typeName: "\(Hosted.self) (not a SwiftUI View)")
            }
            return controller(hosting: content, of: Hosted.self, container: container)
        }

        private func controller<Content: View>(
            hosting content: Content,
            of type: any Any.Type,
            container: any IContainer
        ) -> any IPresentableScreen {
            HostingController(hosting: content, of: type, container: container)
        }
    }

    /// With SwiftUI and UIKit, hosted views are shown in a `UIHostingController` unless an ``IScreenHost`` is bound.
    @MainActor
    func defaultScreenHost() -> (any IScreenHost)? {
        HostingControllerHost()
    }
#endif
