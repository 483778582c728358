import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

/// A deep link may end on a SwiftUI screen: `Destination.push` and `present` take hosted views as they take view
/// controllers, and a link opened again finds the hosted screen already there.
@Suite("Routing: links that end on SwiftUI screens")
@MainActor
struct RoutingHostedTests {
    @Test func aLinkPushesAHostedViewWithItsArguments() async throws {
        let app = RoutingHarness()
        app.router.routes.register("/orders/:id/view") { params throws(RouteError) in
            Destination(tab: OrdersScreen.self)
                .push(OrderDetailsView.self, args: Order(id: try params.value("id", as: Int.self)))
        }

        try await app.router.openAndWait("harbor://orders/7/view")

        #expect(
            app.window.hierarchyDescription
                == "TestTabBar(tab 0) > TestNavigationStack[OrdersScreen, OrderDetailsView]")
        let hosted = try #require(app.window.topScreen as? TestHostingScreen<OrderDetailsView>)
        #expect(hosted.view.viewModel.order == Order(id: 7))
    }

    @Test func aLinkPresentsAHostedViewWithoutArguments() async throws {
        let app = RoutingHarness()
        app.router.routes.register("/settings") { _ throws(RouteError) in
            Destination(tab: OrdersScreen.self).present(SettingsView.self)
        }

        try await app.router.openAndWait("harbor://settings")

        #expect(app.window.topScreen is TestHostingScreen<SettingsView>)
        #expect(app.window.history.last == "present SettingsView on OrdersScreen")
    }

    @Test func theSameLinkAgainKeepsTheHostedScreenItFinds() async throws {
        let app = RoutingHarness()
        app.router.routes.register("/orders/:id/view") { params throws(RouteError) in
            Destination(tab: OrdersScreen.self)
                .push(OrderDetailsView.self, args: Order(id: try params.value("id", as: Int.self)))
        }
        try await app.router.openAndWait("harbor://orders/7/view")
        let shown = try #require(app.window.topScreen)
        let transitions = app.window.history.count

        try await app.router.openAndWait("harbor://orders/7/view")

        #expect(app.window.topScreen === shown)
        #expect(app.window.history.count == transitions)
    }

    @Test func aLinkPopsBackToAHostedViewTheServicesPushed() async throws {
        let app = RoutingHarness()
        app.harness.navigation.pushViewController(OrderDetailsView.self, args: Order(id: 1)) { _ in }
        app.harness.navigation.pushViewController(OrderItemsScreen.self, args: Order(id: 1)) { _ in }
        app.router.routes.register("/details") { _ throws(RouteError) in
            Destination(tab: OrdersScreen.self).push(OrderDetailsView.self, args: Order(id: 1))
        }

        try await app.router.openAndWait("harbor://details")

        #expect(
            app.window.hierarchyDescription
                == "TestTabBar(tab 0) > TestNavigationStack[OrdersScreen, OrderDetailsView]")
    }
}
