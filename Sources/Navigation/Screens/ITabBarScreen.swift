/// A tab bar: one child per tab, one of them selected (UIKit: `UITabBarController`).
///
/// Its ``IScreen/visibleChildScreen`` is the selected tab. ``RouterService`` selects a tab through it instead of
/// showing a second copy of the tab's screen.
@MainActor
public protocol ITabBarScreen: IScreen {
    /// The tabs' screens, in order (UIKit: `viewControllers`).
    var tabScreens: [any IScreen] { get }

    /// The index of the selected tab in ``tabScreens`` (UIKit: `selectedIndex`).
    var selectedTabIndex: Int { get }

    /// Selects the tab at `index` and calls `completion` once it shows.
    ///
    /// - Parameters:
    ///   - index: An index into ``tabScreens``.
    ///   - completion: Called when the tab is selected.
    func selectTab(at index: Int, completion: @escaping @MainActor () -> Void)
}
