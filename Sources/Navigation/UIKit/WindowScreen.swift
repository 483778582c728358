#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A window as the services see it: where the hierarchy starts.
    @MainActor
    final class WindowScreen: IScreenWindow {
        let window: UIWindow

        init(_ window: UIWindow) {
            self.window = window
        }

        var rootScreen: (any IScreen)? { ViewControllerScreen.node(for: window.rootViewController) }

        func makeNavigationStack(root screen: any IScreen) -> any INavigationStackScreen {
            NavigationControllerScreen(
                UINavigationController(rootViewController: ViewControllerScreen.viewController(of: screen))
            )
        }
    }
#endif
