import HarborNavigation

/// An in-memory tab bar (a `UITabBarController` for tests): the selected tab is the visible child.
///
/// ```swift
/// let tabs = TestTabBar(tabs: [TestNavigationStack(root: OrdersScreen()), ProfileScreen()])
/// tabs.selectedIndex = 1
/// ```
@MainActor
public final class TestTabBar: TestScreen, ITabBarScreen {
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

    /// The tabs, as the router sees them.
    public var tabScreens: [any IScreen] { childScreens }

    /// The selected tab's index, as the router sees it.
    public var selectedTabIndex: Int { selectedIndex }

    /// Selects the tab at `index` as the user's tap would; recorded in ``TestWindow/history`` as
    /// `select tab 1 of TestTabBar`.
    ///
    /// - Parameters:
    ///   - index: An index into ``TestScreen/childScreens``.
    ///   - completion: Called once the tab is selected.
    public func selectTab(at index: Int, completion: @escaping @MainActor () -> Void) {
        if !childScreens.indices.contains(index) { fatalError("\(self) has no tab \(index)") }
        selectedIndex = index
        guard let window else {
            completion()
            return
        }
        window.runTransition("select tab \(index) of \(self)", animated: false, finish: completion)
    }
}
