import Foundation
import HarborNavigation
import HarborTesting
import Testing

@Suite("Routing: URLs")
@MainActor
struct RoutingURLTests {
    @Test func aURLOpensLikeItsText() async throws {
        let app = RoutingHarness()
        let url = try #require(URL(string: "https://example.com/orders/7/items?ref=mail"))

        try await app.router.openAndWait(url)

        #expect(
            app.window.hierarchyDescription
                == "TestTabBar(tab 0) > TestNavigationStack[OrdersScreen, OrderDetailsScreen, OrderItemsScreen]")
    }

    @Test func theRecordingRouterRecordsAURLAsItsText() throws {
        let app = RoutingHarness()
        let router = RecordingRouterService.install(in: app.container)

        router.open(try #require(URL(string: "harbor://orders/7")))

        #expect(router.openedRoutes == ["harbor://orders/7"])
    }
}
