#if canImport(UIKit)
    import UIKit

    /// Every view controller is a screen: the properties map one to one, the calls forward to UIKit.
    extension UIViewController: IScreen {
        /// `presentedViewController`.
        public var presentedScreen: (any IScreen)? { presentedViewController }

        /// A custom container's ``IScreenContainer/visibleScreen``; `topViewController` of a navigation
        /// controller; `selectedViewController` of a tab bar controller; `viewControllers.last` of a split view
        /// controller (the detail); the only element of a page view controller's `viewControllers`.
        public var visibleChildScreen: (any IScreen)? {
            if let container = self as? any IScreenContainer {
                return container.visibleScreen
            }
            switch self {
            case let navigation as UINavigationController:
                return navigation.topViewController
            case let tabs as UITabBarController:
                return tabs.selectedViewController
            case let split as UISplitViewController:
                return split.viewControllers.last
            case let pages as UIPageViewController:
                guard let shown = pages.viewControllers, shown.count == 1 else {
                    return nil
                }
                return shown[0]
            default:
                return nil
            }
        }

        /// Whether this is a `UIAlertController`.
        public var isAlert: Bool { self is UIAlertController }

        /// `viewIfLoaded?.window != nil`.
        public var isInWindowHierarchy: Bool { viewIfLoaded?.window != nil }

        /// `transitionCoordinator != nil`.
        public var isTransitioning: Bool { transitionCoordinator != nil }

        /// Runs `body` in the completion of `transitionCoordinator`, or now when there is none.
        ///
        /// - Parameter body: What to run.
        public func afterTransition(_ body: @escaping @MainActor () -> Void) {
            guard let coordinator = transitionCoordinator else {
                body()
                return
            }
            // UIKit calls the completion on the main thread; `assumeIsolated` states (and checks) that whatever
            // isolation the SDK version declares for the closure.
            _ = coordinator.animate(alongsideTransition: nil) { _ in MainActor.assumeIsolated { body() } }
        }

        /// `present(_:animated:completion:)`.
        ///
        /// - Parameters:
        ///   - screen: A view controller.
        ///   - animated: Whether to animate.
        ///   - completion: Called when the presentation has finished.
        public func presentScreen(
            _ screen: any IScreen,
            animated: Bool,
            completion: @escaping @MainActor () -> Void
        ) {
            present(Self.asViewController(screen), animated: animated) { MainActor.assumeIsolated { completion() } }
        }

        /// `dismiss(animated:completion:)`.
        ///
        /// - Parameters:
        ///   - animated: Whether to animate.
        ///   - completion: Called when the dismissal has finished.
        public func dismissPresentedScreen(animated: Bool, completion: @escaping @MainActor () -> Void) {
            dismiss(animated: animated) { MainActor.assumeIsolated { completion() } }
        }

        /// Adds (once) a hidden child view controller whose `viewDidDisappear(_:)` reports the removal, when this
        /// screen or a parent `isBeingDismissed` or `isMovingFromParent`.
        ///
        /// - Parameter handler: What to run when the screen is gone.
        public func onRemoval(_ handler: @escaping @MainActor () -> Void) {
            RemovalObserver.attached(to: self).add(handler)
        }

        static func asViewController(_ screen: any IScreen) -> UIViewController {
            guard let viewController = screen as? UIViewController else {
                preconditionFailure("a UIKit hierarchy holds view controllers only, not \(type(of: screen))")
            }
            return viewController
        }
    }
#endif
