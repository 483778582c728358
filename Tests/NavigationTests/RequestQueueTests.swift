import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

@Suite("Request queue")
@MainActor
struct RequestQueueTests {
    @Test func requestsMadeDuringATransitionWaitAndRunInOrder() {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: stack)
        harness.window.finishesTransitionsImmediately = false
        var finished: [String] = []

        harness.presenter.present(SettingsScreen.self) { _ in finished.append("present") }
        harness.presenter.dismiss { _ in finished.append("dismiss") }
        harness.navigation.pushViewController(OrderDetailsScreen.self, args: Order(id: 1)) { _ in
            finished.append("push 1")
        }
        harness.navigation.pushViewController(OrderDetailsScreen.self, args: Order(id: 2)) { _ in
            finished.append("push 2")
        }

        // Only the first transition has started; the others wait for it, then run one at a time.
        #expect(harness.window.runningTransitions == ["present SettingsScreen on OrdersScreen"])
        harness.window.finishTransition()
        #expect(finished == ["present"])
        #expect(harness.window.runningTransitions == ["dismiss SettingsScreen from OrdersScreen"])
        harness.window.finishAllTransitions()

        #expect(finished == ["present", "dismiss", "push 1", "push 2"])
        #expect(
            harness.window.history == [
                "present SettingsScreen on OrdersScreen",
                "dismiss SettingsScreen from OrdersScreen",
                "push OrderDetailsScreen on TestNavigationStack",
                "push OrderDetailsScreen on TestNavigationStack",
            ])
        #expect(harness.window.warnings.isEmpty)
        let pushed = stack.screens.compactMap { ($0 as? OrderDetailsScreen)?.viewModel?.order }
        #expect(pushed == [Order(id: 1), Order(id: 2)])
    }

    @Test func aRequestWaitsForATransitionTheUserStarted() {
        let stack = TestNavigationStack(screens: [OrdersScreen(), HomeScreen()])
        let harness = Harness(root: stack)
        harness.window.finishesTransitionsImmediately = false

        stack.simulateBackGesture()
        harness.presenter.present(SettingsScreen.self)

        #expect(harness.window.runningTransitions == ["pop to OrdersScreen in TestNavigationStack"])
        harness.window.finishAllTransitions()
        #expect(stack.screens[0].presented is SettingsScreen)
        #expect(harness.window.warnings.isEmpty)
    }

    @Test func presentingWhileADismissalRunsWaitsInsteadOfPresentingOnAVanishingScreen() {
        let home = HomeScreen()
        let harness = Harness(root: home)
        harness.presenter.present(SettingsScreen.self, animated: false)
        harness.window.finishesTransitionsImmediately = false

        home.presented?.simulateInteractiveDismissal()
        harness.presenter.present(OrderDetailsScreen.self, args: Order(id: 4))
        harness.window.finishAllTransitions()

        #expect(home.presented is OrderDetailsScreen)
        #expect(harness.window.warnings.isEmpty)
    }

    @Test func asyncRequestsFromConcurrentTasksAllComplete() async throws {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: stack)
        async let first: Void = harness.navigation.pushViewControllerAndWait(
            OrderDetailsScreen.self, args: Order(id: 1))
        async let second: Void = harness.navigation.pushViewControllerAndWait(
            OrderDetailsScreen.self, args: Order(id: 2))
        _ = try await (first, second)
        #expect(stack.screens.count == 3)
        #expect(harness.window.warnings.isEmpty)
    }
}
