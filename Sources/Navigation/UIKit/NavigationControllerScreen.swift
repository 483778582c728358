#if canImport(UIKit)
    import UIKit

    /// A navigation controller as the services see it: a navigation stack.
    @MainActor
    final class NavigationControllerScreen: ViewControllerScreen, INavigationStackScreen {
        private var navigation: UINavigationController {
            // Made only for navigation controllers (`ViewControllerScreen.node(for:)`).
            viewController as! UINavigationController  // swift-format-ignore: NeverForceUnwrap
        }

        init(_ navigation: UINavigationController) {
            super.init(navigation)
        }

        var stackScreens: [any IScreen] { navigation.viewControllers.map { Self.node(for: $0) } }

        func pushScreen(_ screen: any IScreen, animated: Bool, completion: @escaping @MainActor () -> Void) {
            navigation.pushViewController(Self.viewController(of: screen), animated: animated)
            afterTransition(completion)
        }

        func popToScreen(_ screen: any IScreen, animated: Bool, completion: @escaping @MainActor () -> Void) {
            _ = navigation.popToViewController(Self.viewController(of: screen), animated: animated)
            afterTransition(completion)
        }
    }
#endif
