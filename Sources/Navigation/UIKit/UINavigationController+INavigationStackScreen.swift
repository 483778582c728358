#if canImport(UIKit)
    import UIKit

    /// A navigation controller is a navigation stack.
    extension UINavigationController: INavigationStackScreen {
        /// `viewControllers`.
        public var stackScreens: [any IScreen] { viewControllers }

        /// `pushViewController(_:animated:)`, completing in the completion of `transitionCoordinator`.
        ///
        /// - Parameters:
        ///   - screen: A view controller.
        ///   - animated: Whether to animate.
        ///   - completion: Called when the push has finished.
        public func pushScreen(_ screen: any IScreen, animated: Bool, completion: @escaping @MainActor () -> Void) {
            pushViewController(Self.asViewController(screen), animated: animated)
            afterTransition(completion)
        }

        /// `popToViewController(_:animated:)`, completing in the completion of `transitionCoordinator`.
        ///
        /// - Parameters:
        ///   - screen: A view controller of ``stackScreens``.
        ///   - animated: Whether to animate.
        ///   - completion: Called when the pop has finished.
        public func popToScreen(_ screen: any IScreen, animated: Bool, completion: @escaping @MainActor () -> Void) {
            _ = popToViewController(Self.asViewController(screen), animated: animated)
            afterTransition(completion)
        }
    }
#endif
