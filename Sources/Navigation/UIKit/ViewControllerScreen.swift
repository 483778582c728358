#if canImport(UIKit) && !os(watchOS)
    import ObjectiveC
    import UIKit

    /// A view controller as the services see it: the properties map one to one, the calls forward to UIKit.
    /// Made anew on each walk of the hierarchy, so it holds nothing but the view controller.
    @MainActor
    class ViewControllerScreen: IScreenAdapter {
        let viewController: UIViewController

        init(_ viewController: UIViewController) {
            self.viewController = viewController
        }

        /// The node for `viewController`: a navigation stack for the navigation controllers Harbor may push on.
        static func node(for viewController: UIViewController) -> ViewControllerScreen {
            if let navigation = viewController as? UINavigationController,
                !SystemNavigationControllers.contains(classNames(of: navigation))
            {
                return NavigationControllerScreen(navigation)
            }
            if let tabs = viewController as? UITabBarController {
                return TabBarControllerScreen(tabs)
            }
            return ViewControllerScreen(viewController)
        }

        static func node(for viewController: UIViewController?) -> (any IScreen)? {
            viewController.map { node(for: $0) }
        }

        var adaptedScreen: AnyObject { viewController }

        var isNavigationContainer: Bool { viewController is UINavigationController }

        var screenID: ObjectIdentifier { ObjectIdentifier(viewController) }

        var presentedScreen: (any IScreen)? { Self.node(for: viewController.presentedViewController) }

        var visibleChildScreen: (any IScreen)? {
            if let container = viewController as? any IScreenContainer {
                return container.visibleScreen.map(ScreenFactory.node(for:))
            }
            return Self.node(for: Self.visibleChild(of: viewController))
        }

        /// `topViewController` of a navigation controller; `selectedViewController` of a tab bar controller, or its
        /// `moreNavigationController` when the selected tab is shown in "More" (or is "More" itself);
        /// `viewControllers.last` of a split view controller (the secondary column of a two- or three-column split
        /// view, the collapsed primary stack once collapsed), or its compact column's view controller once collapsed
        /// when it has one; the only element of a page view controller's `viewControllers`.
        private static func visibleChild(of viewController: UIViewController) -> UIViewController? {
            switch viewController {
            case let navigation as UINavigationController:
                return navigation.topViewController
            case let tabs as UITabBarController:
                guard let selected = tabs.selectedViewController else { return nil }
                #if os(tvOS) || os(visionOS)
                    // UITabBarController.h: `moreNavigationController` is `API_UNAVAILABLE(tvos, visionos)`.
                    return selected
                #else
                    return selected.parent === tabs.moreNavigationController ? tabs.moreNavigationController : selected
                #endif
            case let split as UISplitViewController:
                return visibleColumn(of: split)
            case let pages as UIPageViewController:
                guard let shown = pages.viewControllers, shown.count == 1 else { return nil }
                return shown[0]
            default:
                return nil
            }
        }

        /// The column a collapsed column-style split view shows: UISplitViewController.h says of the compact
        /// column "If a vc is set for this column, it will be used when the UISVC is collapsed", and of
        /// `setViewController(_:for:)` "If the vc is not a UINavigationController, one will be created, except for
        /// UISplitViewControllerColumnCompact". So the compact column's own view controller is walked: a push lands
        /// on it when it is (or shows) a navigation controller, and falls back as on any screen without a stack
        /// when it is not.
        private static func visibleColumn(of split: UISplitViewController) -> UIViewController? {
            if #available(iOS 14.0, tvOS 14.0, *), split.style != .unspecified, split.isCollapsed,
                let compact = split.viewController(for: .compact)
            {
                return compact
            }
            return split.viewControllers.last
        }

        var isBeingDismissed: Bool { viewController.isBeingDismissed }

        var isAlert: Bool { viewController is UIAlertController }

        var isInWindowHierarchy: Bool { viewController.viewIfLoaded?.window != nil }

        var isTransitioning: Bool { viewController.transitionCoordinator != nil }

        func afterTransition(_ body: @escaping @MainActor () -> Void) {
            guard let coordinator = viewController.transitionCoordinator else {
                body()
                return
            }
            // UIKit calls the completion on the main thread; `assumeIsolated` states (and checks) that whatever
            // isolation the SDK version declares for the closure.
            _ = coordinator.animate(alongsideTransition: nil) { _ in MainActor.assumeIsolated { body() } }
        }

        func presentScreen(_ screen: any IScreen, animated: Bool, completion: @escaping @MainActor () -> Void) {
            viewController.present(Self.viewController(of: screen), animated: animated) {
                MainActor.assumeIsolated { completion() }
            }
        }

        func dismissPresentedScreen(animated: Bool, completion: @escaping @MainActor () -> Void) {
            viewController.dismiss(animated: animated) { MainActor.assumeIsolated { completion() } }
        }

        func onRemoval(_ handler: @escaping @MainActor () -> Void) {
            RemovalObserver.attached(to: viewController).add(handler)
        }

        /// The names of `navigation`'s class and its superclasses, most derived first, so that an app's subclass of
        /// a system navigation controller is recognised too.
        private static func classNames(of navigation: UINavigationController) -> [String] {
            var names: [String] = []
            var current: AnyClass? = type(of: navigation)
            while let cls = current, ObjectIdentifier(cls) != ObjectIdentifier(UINavigationController.self) {
                names.append(String(describing: cls))
                current = class_getSuperclass(cls)
            }
            return names
        }

        /// The view controller a screen of a UIKit hierarchy stands for.
        static func viewController(of screen: any IScreen) -> UIViewController {
            guard let viewController = screen.presentable as? UIViewController else {
                preconditionFailure("a UIKit hierarchy holds view controllers only, not \(type(of: screen))")
            }
            return viewController
        }
    }
#endif
