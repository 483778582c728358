import HarborNavigation

/// An in-memory split view (a `UISplitViewController` for tests): the detail, when there is one, is the visible
/// child; otherwise the primary.
///
/// ```swift
/// let split = TestSplitScreen(primary: OrdersScreen(), detail: TestNavigationStack(root: DetailsScreen()))
/// ```
@MainActor
public final class TestSplitScreen: TestScreen {
    /// Creates an empty split view.
    public required init() {
        super.init()
    }

    /// Creates a split view.
    ///
    /// - Parameters:
    ///   - primary: The primary column.
    ///   - detail: The detail (secondary) column, if any.
    public init(primary: TestScreen, detail: TestScreen? = nil) {
        super.init(title: "TestSplitScreen")
        addChildScreen(primary)
        detail.map(addChildScreen)
    }

    /// The primary column.
    public var primary: TestScreen? { childScreens.first }

    /// The detail column.
    public var detail: TestScreen? { childScreens.count > 1 ? childScreens.last : nil }

    /// Shows `screen` as the detail, replacing the current one.
    ///
    /// - Parameter screen: The new detail.
    public func showDetail(_ screen: TestScreen) {
        if let detail {
            removeChildScreen(detail)
        }
        addChildScreen(screen)
    }

    /// The detail, or the primary when there is no detail.
    override public var visibleChildScreen: (any IScreen)? { detail ?? primary }
}
