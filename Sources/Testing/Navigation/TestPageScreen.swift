import HarborNavigation

/// An in-memory page controller (a `UIPageViewController` for tests): when it shows one page, that page is the
/// visible child; when it shows two (side by side), the page controller itself is the top.
///
/// ```swift
/// let pages = TestPageScreen(pages: [IntroScreen(), OffersScreen()])
/// pages.showPages(at: [1])
/// ```
@MainActor
public final class TestPageScreen: TestScreen {
    /// The indices of the pages shown.
    public private(set) var shownIndices: [Int] = []

    /// Creates a page controller without pages.
    public required init() {
        super.init()
    }

    /// Creates a page controller showing its first page.
    ///
    /// - Parameter pages: The pages.
    public init(pages: [TestScreen]) {
        super.init(title: "TestPageScreen")
        pages.forEach(addChildScreen)
        shownIndices = pages.isEmpty ? [] : [0]
    }

    /// Shows the pages at `indices` (one, or two side by side).
    ///
    /// - Parameter indices: Indices into ``TestScreen/childScreens``.
    public func showPages(at indices: [Int]) {
        shownIndices = indices
    }

    /// The only page shown, or `nil` when none or two are shown.
    override public var visibleChildScreen: (any IScreen)? {
        shownIndices.count == 1 ? childScreens[shownIndices[0]] : nil
    }
}
