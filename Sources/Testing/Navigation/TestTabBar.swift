import HarborNavigation

/// An in-memory tab bar (a `UITabBarController` for tests): the selected tab is the visible child.
///
/// ```swift
/// let tabs = TestTabBar(tabs: [TestNavigationStack(root: OrdersScreen()), ProfileScreen()])
/// tabs.selectedIndex = 1
/// ```
@MainActor
public final class TestTabBar: TestScreen {
    /// The index of the selected tab.
    public var selectedIndex: Int

    /// Creates a tab bar with no tabs.
    public required init() {
        selectedIndex = 0
        super.init()
    }

    /// Creates a tab bar.
    ///
    /// - Parameters:
    ///   - tabs: The tabs' root screens.
    ///   - selectedIndex: The selected tab; the first by default.
    public init(tabs: [TestScreen], selectedIndex: Int = 0) {
        self.selectedIndex = selectedIndex
        super.init(title: "TestTabBar")
        tabs.forEach(addChildScreen)
    }

    /// The selected tab.
    override public var visibleChildScreen: (any IScreen)? {
        childScreens.indices.contains(selectedIndex) ? childScreens[selectedIndex] : nil
    }
}
