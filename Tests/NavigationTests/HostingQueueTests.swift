import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

@Suite("Hosted screens: the request queue")
@MainActor
struct HostingQueueTests {
    @Test func hostedRequestsWaitForRunningTransitionsAndRunInOrder() {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: stack)
        harness.window.finishesTransitionsImmediately = false
        var finished: [String] = []

        harness.presenter.present(SettingsView.self) { _ in finished.append("present") }
        harness.presenter.dismiss { _ in finished.append("dismiss") }
        harness.navigation.pushViewController(OrderDetailsView.self, args: Order(id: 1)) { _ in
            finished.append("push")
        }

        #expect(harness.window.runningTransitions == ["present SettingsView on OrdersScreen"])
        harness.window.finishAllTransitions()

        #expect(finished == ["present", "dismiss", "push"])
        #expect(harness.window.warnings.isEmpty)
    }

    @Test func finishingAResultWhileAnotherTransitionRunsClosesTheViewAfterIt() throws {
        let home = HomeScreen()
        let harness = Harness(root: home)
        var outcomes: [Result<Int?, NavigationError>] = []
        harness.presenter.presentForResult(QuantityPickerView.self, args: 1) { outcomes.append($0) }
        harness.window.finishesTransitionsImmediately = false
        let picker = try #require(home.presented)
        harness.presenter.present(SettingsView.self)

        hosted(QuantityPickerView.self, in: picker)?.viewModel.pick(2)
        #expect(outcomes.isEmpty)
        harness.window.finishAllTransitions()

        #expect(try outcomes.map { try $0.get() } == [2])
        #expect(home.presented == nil)
    }
}
