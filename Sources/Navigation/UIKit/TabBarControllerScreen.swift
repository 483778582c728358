#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// A tab bar controller as the services see it: a tab bar whose tabs ``RouterService`` can select.
    @MainActor
    final class TabBarControllerScreen: ViewControllerScreen, ITabBarScreen {
        private var tabs: UITabBarController {
            // Made only for tab bar controllers (`ViewControllerScreen.node(for:)`).
            viewController as! UITabBarController  // swift-format-ignore: NeverForceUnwrap
        }

        init(_ tabs: UITabBarController) {
            super.init(tabs)
        }

        var tabScreens: [any IScreen] { (tabs.viewControllers ?? []).map { Self.node(for: $0) } }

        var selectedTabIndex: Int { tabs.selectedIndex }

        func selectTab(at index: Int, completion: @escaping @MainActor () -> Void) {
            tabs.selectedIndex = index
            completion()
        }
    }
#endif
