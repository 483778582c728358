import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

/// Inside an `async` function a navigation call is awaited: `try await presenter.present(…)` waits for the
/// screen and throws its failure, as `presentAndWait` does; a call there without `await` does not compile
/// (`Tests/CompileFail/Navigation/PlainCallInAnAsyncFunction.swift`), and one that should return at once passes
/// a completion. In a synchronous closure (`captureNavigationFailures { … }` without an `await` in it) the
/// plain spelling returns at once.
@Suite("Overloads in async functions")
@MainActor
struct AsyncOverloadTests {
    @Test func fireAndForgetCallsInASynchronousClosureOfAnAsyncFunction() async {
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

    @Test func anAwaitedPresentWaitsForTheScreenAndThrows() async throws {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: stack)
        harness.window.finishesTransitionsImmediately = false
        let finisher = Task { @MainActor in
            while !harness.window.finishTransition() { await Task.yield() }
        }

        try await harness.presenter.present(SettingsScreen.self)

        #expect(harness.window.topScreen is SettingsScreen)  // shown, its transition finished, when it returns
        #expect(harness.window.runningTransitions.isEmpty)
        await finisher.value
        harness.window.finishesTransitionsImmediately = true
        try await harness.presenter.dismiss()
        await #expect(throws: NavigationError.nothingToDismiss) {
            try await harness.presenter.dismiss()
        }
    }

    @Test func anAwaitedPushPopAndOpenWait() async throws {
        let app = RoutingHarness()

        try await app.harness.navigation.pushViewController(OrderDetailsScreen.self, args: Order(id: 7))
        #expect(app.ordersStack.screens.count == 2)
        try await app.harness.navigation.popViewController()
        #expect(app.ordersStack.screens.count == 1)
        await #expect(throws: NavigationError.nothingToPop) {
            try await app.harness.navigation.popViewController()
        }
        try await app.router.open("harbor://orders/8")
        #expect(app.window.topScreen is OrderDetailsScreen)
        await #expect(throws: RouteError.foreignLink("otherapp://orders/8")) {
            try await app.router.open("otherapp://orders/8")
        }
    }

    @Test func anAwaitedPresentOfAScreenThatHandsAValueBackReturnsIt() async throws {
        let harness = Harness(root: OrdersScreen())
        let picking = Task { @MainActor in
            try await harness.presenter.present(QuantityPickerScreen.self, args: 1)
        }
        try await waitUntil { harness.window.topScreen is QuantityPickerScreen }
        (harness.window.topScreen as? QuantityPickerScreen)?.viewModel?.pick(4)

        #expect(try await picking.value == 4)
    }

    @Test func aCompletionMakesACallInAnAsyncFunctionReturnAtOnce() async throws {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: stack)
        harness.window.finishesTransitionsImmediately = false

        harness.navigation.pushViewController(OrderDetailsScreen.self, args: Order(id: 7), completion: nil)
        await Task.yield()

        #expect(harness.window.runningTransitions.count == 1)  // started, not finished: the call did not wait
        harness.window.finishAllTransitions()
    }

    @Test func awaitedHostedViewsWaitToo() async throws {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness.hosting(root: stack)

        try await harness.navigation.pushViewController(OrderDetailsView.self, args: Order(id: 8))
        try await harness.navigation.pushViewController(SettingsView.self)
        #expect(stack.screens.count == 3)
        try await harness.presenter.present(OrderDetailsView.self, args: Order(id: 9))
        #expect(harness.window.history.last == "present OrderDetailsView on SettingsView")
    }
}
