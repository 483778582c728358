import HarborContainer
import HarborNavigation
import HarborTesting
import Testing

@Suite("Routing: the queue and launch")
@MainActor
struct RoutingQueueTests {
    @Test func aLinkDuringATransitionWaitsForIt() async throws {
        let app = RoutingHarness()
        app.window.finishesTransitionsImmediately = false
        var finished: [String] = []

        app.harness.presenter.present(SettingsScreen.self) { _ in finished.append("present") }
        app.router.open("harbor://orders/7") { _ in finished.append("link") }
        try await waitUntil { app.window.runningTransitions.count == 1 }

        #expect(app.window.runningTransitions == ["present SettingsScreen on OrdersScreen"])
        app.window.finishTransition()
        try await waitUntil { finished.count == 1 && app.window.runningTransitions.count == 1 }
        // The link's plan is made once the presentation is done: it dismisses the sheet, then pushes.
        #expect(app.window.runningTransitions == ["push OrderDetailsScreen on TestNavigationStack"])
        app.window.finishAllTransitions()
        try await waitUntil { finished.count == 2 }

        #expect(finished == ["present", "link"])
        #expect(
            app.window.hierarchyDescription
                == "TestTabBar(tab 0) > TestNavigationStack[OrdersScreen, OrderDetailsScreen]")
    }

    @Test func linksRunInTheOrderTheyWereOpened() async throws {
        let app = RoutingHarness()
        var finished: [String] = []

        app.router.open("harbor://orders/7/items") { _ in finished.append("items") }
        app.router.open("harbor://profile") { _ in finished.append("profile") }
        try await waitUntil { finished.count == 2 }

        #expect(finished == ["items", "profile"])
        #expect(app.window.hierarchyDescription == "TestTabBar(tab 1) > TestNavigationStack[ProfileScreen]")
        #expect(app.ordersStack.screens.count == 3)
    }

    @Test func aLinkArrivingDuringLaunchWaitsForTheWindow() async throws {
        let window = TestWindow()
        let container = Container()
        container.bind((any IWindowProvider).self) { _ in window }
        let router: RouterService = container.resolve()
        registerAppRoutes(in: router.routes)
        var outcome: Result<Void, RouteError>?

        router.open("harbor://orders/7") { outcome = $0 }
        await Task.yield()
        #expect(outcome == nil)  // Still waiting: the window has no root yet.

        let orders = TestNavigationStack(root: OrdersScreen())
        window.root = TestTabBar(tabs: [orders, TestNavigationStack(root: ProfileScreen())])
        try await waitUntil { outcome != nil }

        #expect(throws: Never.self) { try outcome?.get() }
        #expect(
            window.hierarchyDescription == "TestTabBar(tab 0) > TestNavigationStack[OrdersScreen, OrderDetailsScreen]")
    }
}
