import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

@Suite("Routing: cold start builds the stack under the target")
@MainActor
struct RoutingColdStartTests {
    @Test func aLinkAtLaunchPushesOntoTheTabsRootSoBackWorks() async throws {
        let app = RoutingHarness()

        try await app.router.openAndWait("harbor://orders/7")

        #expect(
            app.window.hierarchyDescription
                == "TestTabBar(tab 0) > TestNavigationStack[OrdersScreen, OrderDetailsScreen]")
        let details = try #require(app.window.topScreen as? OrderDetailsScreen)
        #expect(details.viewModel?.order == Order(id: 7))
        #expect(app.window.history == ["push OrderDetailsScreen on TestNavigationStack"])

        app.ordersStack.simulateBackGesture()  // Back leads to the list, not out of the app.
        #expect(app.window.topScreen is OrdersScreen)
    }

    @Test func aDeepLinkBuildsEveryScreenUnderItInOneTransition() async throws {
        let app = RoutingHarness()

        try await app.router.openAndWait("harbor://orders/7/items")

        #expect(
            app.window.hierarchyDescription
                == "TestTabBar(tab 0) > TestNavigationStack[OrdersScreen, OrderDetailsScreen, OrderItemsScreen]")
        #expect(
            app.window.history == ["set [OrdersScreen, OrderDetailsScreen, OrderItemsScreen] on TestNavigationStack"])
        #expect(app.window.warnings.isEmpty)
    }

    @Test func aPresentedTargetGetsItsStackFirst() async throws {
        let app = RoutingHarness()

        try await app.router.openAndWait("harbor://orders/7/quantity")

        #expect(
            app.window.hierarchyDescription
                == "TestTabBar(tab 0) > TestNavigationStack[OrdersScreen, OrderDetailsScreen] > present QuantityPickerScreen"
        )
        #expect(
            app.window.history == [
                "push OrderDetailsScreen on TestNavigationStack",
                "present QuantityPickerScreen on OrderDetailsScreen",
            ])
    }

    @Test func everyViewModelComesFromTheContainerWithItsTypedArguments() async throws {
        let container = Container()
        container.mockOnMainActor(OrderDetailsVM.self) { container, order in
            StubDetailsVM(container: container, args: order)
        }
        let app = RoutingHarness(container: container)

        try await app.router.openAndWait("harbor://orders/7/items")

        let details = try #require(app.ordersStack.screens[1] as? OrderDetailsScreen)
        #expect(details.viewModel is StubDetailsVM)
        #expect(details.viewModel?.order == Order(id: 7))
        #expect(details.viewModelSetWhileOnScreen == false)  // assigned before the screen was shown
    }

    @Test func anAppWithoutTabsStartsFromTheWindowsRoot() async throws {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: stack)
        let router: RouterService = harness.container.resolve()
        router.routes.schemes = ["harbor"]
        router.routes.register("/orders/:id") { params throws(RouteError) in
            Destination(root: OrdersScreen.self)
                .push(OrderDetailsScreen.self, args: Order(id: try params.value("id", as: Int.self)))
        }

        try await router.openAndWait("harbor://orders/3")

        #expect(harness.window.hierarchyDescription == "TestNavigationStack[OrdersScreen, OrderDetailsScreen]")
    }
}
