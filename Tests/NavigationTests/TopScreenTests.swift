import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

/// The kinds of container a hierarchy is built from; each wraps the next one, ending at a leaf.
enum ContainerKind: String, CaseIterable, Sendable {
    case navigation, tabs, split, pages, custom, presented
}

/// Builds `kinds` nested outside-in around a leaf, each with a decoy sibling that must not be chosen.
@MainActor
struct NestedHierarchy {
    let window: TestWindow
    let leaf: TestScreen

    init(_ kinds: [ContainerKind]) {
        let leaf = TestScreen(title: "leaf")
        var presentations: [(presenter: TestScreen, presented: TestScreen)] = []
        var inner: TestScreen = leaf
        for kind in kinds.reversed() {
            switch kind {
            case .navigation:
                inner = TestNavigationStack(screens: [TestScreen(title: "decoy"), inner])
            case .tabs:
                inner = TestTabBar(tabs: [TestScreen(title: "decoy"), inner], selectedIndex: 1)
            case .split:
                inner = TestSplitScreen(primary: TestScreen(title: "decoy"), detail: inner)
            case .pages:
                let pages = TestPageScreen(pages: [TestScreen(title: "decoy"), inner])
                pages.showPages(at: [1])
                inner = pages
            case .custom:
                let cards = CardsScreen(title: "cards")
                cards.addChildScreen(TestScreen(title: "decoy"))
                cards.addChildScreen(inner)
                inner = cards
            case .presented:
                let presenter = TestScreen(title: "presenter")
                presentations.insert((presenter, inner), at: 0)
                inner = presenter
            }
        }
        window = TestWindow(root: inner)
        for (presenter, presented) in presentations {
            presenter.presentScreen(presented, animated: false) {}
        }
        self.leaf = leaf
    }
}

@Suite("Top screen")
@MainActor
struct TopScreenTests {
    nonisolated static let pairs = ContainerKind.allCases.flatMap { outer in ContainerKind.allCases.map { [outer, $0] }
    }
    nonisolated static let triples = pairs.flatMap { pair in ContainerKind.allCases.map { pair + [$0] } }

    @Test(arguments: pairs + triples)
    func presentsOnTheVisibleLeafOfEveryCombination(kinds: [ContainerKind]) async throws {
        let hierarchy = NestedHierarchy(kinds)
        #expect(hierarchy.window.topScreen === hierarchy.leaf)
        let container = Container()
        container.bind((any IWindowProvider).self) { _ in hierarchy.window }
        let presenter: PresenterService = container.resolve()

        try await presenter.presentAndWait(SettingsScreen.self)

        #expect(hierarchy.leaf.presented is SettingsScreen)
        #expect(hierarchy.window.warnings.isEmpty)
    }

    @Test(arguments: pairs + triples)
    func pushesOntoTheInnermostStackNotCrossingAPresentation(kinds: [ContainerKind]) async throws {
        let hierarchy = NestedHierarchy(kinds)
        let container = Container()
        container.bind((any IWindowProvider).self) { _ in hierarchy.window }
        let navigation: NavigationService = container.resolve()

        try await navigation.pushViewControllerAndWait(SettingsScreen.self)

        let top = try #require(hierarchy.window.topScreen)
        #expect(top is SettingsScreen)
        // The nearest stack holding the leaf is used, unless a presentation lies between them; without one
        // the screen is presented in a new stack on the leaf.
        let hasStack = kinds.reversed().prefix { $0 != .presented }.contains(.navigation)
        if hasStack {
            #expect(hierarchy.leaf.presented == nil)
            #expect((top as? TestScreen)?.parent is TestNavigationStack)
        } else {
            #expect(hierarchy.leaf.presented is TestNavigationStack)
        }
        #expect(hierarchy.window.warnings.isEmpty)
    }

    @Test func skipsAScreenBeingDismissed() {
        let home = HomeScreen()
        let window = TestWindow(root: home)
        let sheet = TestScreen(title: "sheet")
        home.presentScreen(sheet, animated: false) {}
        window.finishesTransitionsImmediately = false

        home.dismissPresentedScreen(animated: true) {}

        #expect(sheet.isBeingDismissed)
        #expect(window.topScreen === home)
        window.finishAllTransitions()
    }

    @Test func neverChoosesAnAlert() {
        let home = HomeScreen()
        let window = TestWindow(root: TestNavigationStack(root: home))
        home.presentScreen(TestAlert(title: "alert"), animated: false) {}
        #expect(window.topScreen === home)
    }

    @Test func aPageControllerShowingTwoPagesIsItselfTheTop() {
        let pages = TestPageScreen(pages: [HomeScreen(), OrdersScreen()])
        pages.showPages(at: [0, 1])
        let window = TestWindow(root: pages)
        #expect(window.topScreen === pages)
    }

    @Test func aSplitViewWithoutDetailShowsItsPrimary() {
        let primary = OrdersScreen()
        let split = TestSplitScreen(primary: TestNavigationStack(root: primary))
        let window = TestWindow(root: split)
        #expect(window.topScreen === primary)
        let detail = HomeScreen()
        split.showDetail(detail)
        #expect(window.topScreen === detail)
    }
}
