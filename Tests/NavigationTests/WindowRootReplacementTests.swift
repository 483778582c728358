import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

@Suite("A log-out that replaces the window's root ends the awaited results")
@MainActor
struct WindowRootReplacementTests {
    @Test func aPresentedScreenThatLeftWithTheOldRootReportsNil() async throws {
        let harness = Harness(root: HomeScreen())
        var outcomes: [Result<Int?, NavigationError>] = []
        harness.presenter.presentForResult(QuantityPickerScreen.self, args: 1) { outcomes.append($0) }
        try await waitUntil { harness.window.topScreen is QuantityPickerScreen }

        harness.window.root = TestScreen(title: "Login")
        try await waitUntil { !outcomes.isEmpty }

        #expect(outcomes.count == 1)
        #expect(outcomes.first.map { try? $0.get() } == .some(.some(nil)))
    }

    @Test func anAwaitedPushedScreenThatLeftWithTheOldRootReturnsNil() async throws {
        let harness = Harness(root: TestNavigationStack(root: OrdersScreen()))
        var value: Int?? = .none
        let picked = Outcome<NavigationError>()
        picked.run { () throws(NavigationError) in
            value = .some(try await harness.navigation.pushViewControllerForResult(QuantityPickerScreen.self, args: 1))
        }
        try await waitUntil { harness.window.topScreen is QuantityPickerScreen }

        harness.window.root = TestScreen(title: "Login")
        try await waitUntil { picked.result != nil }

        #expect(picked.error == nil)
        #expect(value == .some(nil))
    }

    @Test func theOldRootAndEverythingOnItReportTheirRemoval() {
        let presented = TestScreen(title: "presented")
        let pushed = TestScreen(title: "pushed")
        let stack = TestNavigationStack(screens: [OrdersScreen(), pushed])
        let window = TestWindow(root: stack)
        pushed.presentScreen(presented, animated: false) {}
        var removed: [String] = []
        for screen in [stack, pushed, presented] {
            screen.onRemoval { removed.append(screen.title) }
        }

        window.root = HomeScreen()

        #expect(Set(removed) == ["TestNavigationStack", "pushed", "presented"])
        #expect(!presented.isInWindowHierarchy)
    }

    @Test func settingTheSameRootAgainRemovesNothing() {
        let root = HomeScreen()
        let window = TestWindow(root: root)
        var removed = false
        root.onRemoval { removed = true }

        window.root = root

        #expect(!removed)
    }
}
