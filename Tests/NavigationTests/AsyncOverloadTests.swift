import HarborContainer
import HarborNavigation
import HarborTesting
import Testing

/// Inside an `async` function the fire-and-forget spellings compile as written (no `{ _ in }`, no `await`)
/// and the `…AndWait` spellings are the awaited ones: the two never compete for the same call.
@Suite("Overloads in async functions")
@MainActor
struct AsyncOverloadTests {
    @Test func fireAndForgetCallsCompileAndRunInAnAsyncFunction() async {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: stack)

        let failures = await captureNavigationFailures {
            harness.navigation.pushViewController(OrderDetailsScreen.self, args: Order(id: 7))
            harness.presenter.present(SettingsScreen.self)
            harness.presenter.dismiss()
            harness.navigation.popViewController()
            harness.navigation.popViewController()
        }

        #expect(stack.screens.count == 1)
        #expect(failures.map(\.error) == [.nothingToPop])
    }

    @Test func awaitedCallsReturnOnceDoneAndThrow() async throws {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: stack)

        try await harness.navigation.pushViewControllerAndWait(OrderDetailsScreen.self, args: Order(id: 7))
        #expect(stack.screens.count == 2)
        try await harness.navigation.popViewControllerAndWait()
        await #expect(throws: NavigationError.nothingToPop) {
            try await harness.navigation.popViewControllerAndWait()
        }
    }
}
