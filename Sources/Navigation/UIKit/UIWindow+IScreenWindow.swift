#if canImport(UIKit)
    import UIKit

    /// A window is where the hierarchy starts.
    extension UIWindow: IScreenWindow {
        /// `rootViewController`.
        public var rootScreen: (any IScreen)? { rootViewController }

        /// `UINavigationController(rootViewController:)`.
        ///
        /// - Parameter screen: A view controller.
        /// - Returns: The new navigation controller.
        public func makeNavigationStack(root screen: any IScreen) -> any INavigationStackScreen {
            UINavigationController(rootViewController: UIViewController.asViewController(screen))
        }
    }
#endif
