import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

@Suite("Routing: screens that hand a value back")
@MainActor
struct RoutingResultTests {
    @Test func aPresentedPickerALinkOpenedClosesWhenItFinishes() async throws {
        let app = RoutingHarness()
        try await app.router.openAndWait("harbor://orders/7/quantity")
        let picker = try #require(app.window.topScreen as? QuantityPickerScreen)

        picker.viewModel?.pick(3)
        try await waitUntil { app.window.topScreen is OrderDetailsScreen }

        #expect(app.window.history.last == "dismiss QuantityPickerScreen from OrderDetailsScreen")
    }

    @Test func aPushedPickerALinkOpenedIsPoppedWhenItFinishes() async throws {
        let app = RoutingHarness()
        app.router.routes.register("/quantity") { _ throws(RouteError) in
            Destination(tab: OrdersScreen.self).push(QuantityPickerScreen.self, args: 1)
        }
        try await app.router.openAndWait("harbor://quantity")
        let picker = try #require(app.window.topScreen as? QuantityPickerScreen)

        picker.viewModel?.pick(3)
        try await waitUntil { app.window.topScreen is OrdersScreen }

        #expect(app.window.history.last == "pop to OrdersScreen in TestNavigationStack")
    }

    @Test func theRootOfAPresentedStackDismissesTheStack() async throws {
        let app = RoutingHarness()
        app.router.routes.register("/quantity/items") { _ throws(RouteError) in
            Destination(tab: OrdersScreen.self)
                .present(QuantityPickerScreen.self, args: 1)
                .push(OrderItemsScreen.self, args: Order(id: 1))
        }
        try await app.router.openAndWait("harbor://quantity/items")
        let picker = try #require(app.ordersStack.screens[0].presented?.childScreens.first as? QuantityPickerScreen)

        picker.viewModel?.pick(3)
        try await waitUntil { app.window.topScreen is OrdersScreen }

        #expect(app.window.history.last == "dismiss TestNavigationStack from OrdersScreen")
    }
}
