#if canImport(UIKit) && !os(watchOS)
    import Dispatch
    import UIKit

    /// A navigation controller as the services see it: a navigation stack.
    @MainActor
    final class NavigationControllerScreen: ViewControllerScreen, INavigationStackScreen {
        private let navigation: UINavigationController

        init(_ navigation: UINavigationController) {
            self.navigation = navigation
            super.init(navigation)
        }

        var stackScreens: [any IScreen] { navigation.viewControllers.map { Self.node(for: $0) } }

        func pushScreen(_ screen: any IScreen, animated: Bool, completion: @escaping @MainActor () -> Void) {
            navigation.pushViewController(Self.viewController(of: screen), animated: animated)
            afterStackChange(completion)
        }

        func popToScreen(_ screen: any IScreen, animated: Bool, completion: @escaping @MainActor () -> Void) {
            _ = navigation.popToViewController(Self.viewController(of: screen), animated: animated)
            afterStackChange(completion)
        }

        /// Completes once the transition has finished and the new top's view is in the window: without animation
        /// UIKit changes the stack at once but adds the view on a later layout pass, so a present right after a
        /// non-animated push would find its host outside the window.
        func afterStackChange(_ completion: @escaping @MainActor () -> Void) {
            afterTransition { [navigation] in
                Self.whenTopIsInWindow(of: navigation, turnsLeft: 8, completion)
            }
        }

        private static func whenTopIsInWindow(
            of navigation: UINavigationController,
            turnsLeft: Int,
            _ completion: @escaping @MainActor () -> Void
        ) {
            let stackOnScreen = navigation.viewIfLoaded?.window != nil
            let topOnScreen = navigation.topViewController?.viewIfLoaded?.window != nil
            guard stackOnScreen, !topOnScreen, turnsLeft > 0 else {
                // Done, or the stack is not on screen: the services report what they find.
                completion()
                return
            }
            DispatchQueue.main.async {
                MainActor.assumeIsolated { whenTopIsInWindow(of: navigation, turnsLeft: turnsLeft - 1, completion) }
            }
        }
    }
#endif
