import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

/// Each verb has two spellings: the plain call returns at once, in synchronous and `async` code alike (this file
/// compiling proves the plain calls compile in `async` functions), and the `…AndWait` call returns once the
/// transition has finished and throws its failure. Waiting for a screen's value is `…ForResult`, so adopting
/// `IReturnsResult` changes no plain or `…AndWait` call.
@Suite("Two spellings per verb")
@MainActor
struct AsyncOverloadTests {
    @Test func plainCallsInAnAsyncFunctionReturnAtOnce() async throws {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: stack)
        harness.window.finishesTransitionsImmediately = false
        await Task.yield()

        let failures = await captureNavigationFailures {
            harness.navigation.pushViewController(OrderDetailsScreen.self, args: Order(id: 7))
            harness.presenter.present(SettingsScreen.self)
        }

        #expect(harness.window.runningTransitions.count == 1)  // the push started, not waited for
        harness.window.finishAllTransitions()
        #expect(stack.screens.count == 2)
        #expect(harness.window.topScreen is SettingsScreen)
        #expect(failures.isEmpty)
    }

    @Test func aPlainCallInAnAsyncFunctionReportsItsFailureToTheHandler() async {
        let harness = Harness(root: TestNavigationStack(root: OrdersScreen()))

        let failures = await captureNavigationFailures {
            await Task.yield()
            harness.presenter.dismiss()
            harness.navigation.popViewController()
        }

        #expect(failures.map(\.error) == [.nothingToDismiss, .nothingToPop])
    }

    @Test func awaitedCallsReturnOnceDoneAndThrow() async throws {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: stack)
        harness.window.finishesTransitionsImmediately = false
        let finisher = Task { @MainActor in
            while !harness.window.finishTransition() { await Task.yield() }
        }

        try await harness.presenter.presentAndWait(SettingsScreen.self)

        #expect(harness.window.topScreen is SettingsScreen)  // shown, its transition finished, when it returns
        #expect(harness.window.runningTransitions.isEmpty)
        await finisher.value
        harness.window.finishesTransitionsImmediately = true
        try await harness.presenter.dismissAndWait()
        await #expect(throws: NavigationError.nothingToDismiss) {
            try await harness.presenter.dismissAndWait()
        }
        try await harness.navigation.pushViewControllerAndWait(OrderDetailsScreen.self, args: Order(id: 7))
        #expect(stack.screens.count == 2)
        try await harness.navigation.popViewControllerAndWait()
        await #expect(throws: NavigationError.nothingToPop) {
            try await harness.navigation.popViewControllerAndWait()
        }
    }

    @Test func anAwaitedOpenWaitsAndThrows() async throws {
        let app = RoutingHarness()

        try await app.router.openAndWait("harbor://orders/8")
        #expect(app.window.topScreen is OrderDetailsScreen)
        await #expect(throws: RouteError.foreignLink("otherapp://orders/8")) {
            try await app.router.openAndWait("otherapp://orders/8")
        }
    }

    @Test func presentAndWaitOfAScreenThatHandsAValueBackReturnsOnceItIsShown() async throws {
        let harness = Harness(root: OrdersScreen())

        try await harness.presenter.presentAndWait(QuantityPickerScreen.self, args: 1)

        let picker = try #require(harness.window.topScreen as? QuantityPickerScreen)
        picker.viewModel?.pick(4)  // its view model's value still closes it, though nobody waits for the value
        try await waitUntil { harness.window.topScreen is OrdersScreen }
    }

    @Test func presentForResultReturnsTheValueOnceTheScreenIsGone() async throws {
        let harness = Harness(root: OrdersScreen())
        let picking = Task { @MainActor in
            try await harness.presenter.presentForResult(QuantityPickerScreen.self, args: 1)
        }
        try await waitUntil { harness.window.topScreen is QuantityPickerScreen }
        (harness.window.topScreen as? QuantityPickerScreen)?.viewModel?.pick(4)

        #expect(try await picking.value == 4)
        #expect(harness.window.topScreen is OrdersScreen)
    }

    @Test func hostedViewsAndViewControllersGoThroughTheSameCalls() async throws {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: stack)

        try await harness.navigation.pushViewControllerAndWait(OrderDetailsView.self, args: Order(id: 8))
        try await harness.navigation.pushViewControllerAndWait(OrderDetailsScreen.self, args: Order(id: 9))
        try await harness.navigation.pushViewControllerAndWait(SettingsView.self)
        #expect(stack.screens.count == 4)
        try await harness.presenter.presentAndWait(OrderDetailsView.self, args: Order(id: 9))
        #expect(harness.window.history.last == "present OrderDetailsView on SettingsView")
    }
}
