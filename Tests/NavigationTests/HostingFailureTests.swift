import HarborContainer
import HarborNavigation
import HarborTesting
import Testing

/// A hosted request nobody listens to reports its failure like any other (decision 4), and the fire-and-forget
/// spellings compile in `async` functions as for view controllers.
@Suite("Hosted screens: failures")
@MainActor
struct HostingFailureTests {
    @Test func aHostedPresentTheWindowCannotHostReachesTheFailureHandler() async {
        let (harness, _) = NonHostingWindow.harness(root: TestNavigationStack(root: HomeScreen()))

        let failures = await captureNavigationFailures {
            harness.presenter.present(OrderDetailsView.self, args: Order(id: 7))
            harness.navigation.pushViewController(SettingsView.self)
        }

        #expect(failures.map(\.request.action) == [.present, .push])
        #expect(failures.allSatisfy { if case .noScreenHost = $0.error { true } else { false } })
        #expect(
            failures.first?.description.hasPrefix("Harbor: present OrderDetailsView(args: Order #7) failed: ") == true)
    }

    @Test func fireAndForgetHostedCallsRunInAnAsyncFunction() async {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: stack)

        let failures = await captureNavigationFailures {
            harness.navigation.pushViewController(OrderDetailsView.self, args: Order(id: 7))
            harness.presenter.present(SettingsView.self)
        }

        #expect(failures.isEmpty)
        #expect(stack.screens.count == 2)
        #expect(hosted(SettingsView.self, in: stack.screens[1].presented) != nil)
    }
}
