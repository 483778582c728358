import HarborNavigation
import HarborTesting
import Testing

@Suite("Routing: tabs")
@MainActor
struct RoutingTabTests {
    @Test func aLinkIntoAnotherTabSelectsItInsteadOfShowingACopy() async throws {
        let app = RoutingHarness(selectedTab: 0)

        try await app.router.openAndWait("harbor://profile")

        #expect(app.tabs.selectedIndex == 1)
        #expect(app.window.hierarchyDescription == "TestTabBar(tab 1) > TestNavigationStack[ProfileScreen]")
        #expect(app.window.history == ["select tab 1 of TestTabBar"])
    }

    @Test func aLinkIntoAnotherTabSelectsItThenPushes() async throws {
        let app = RoutingHarness(selectedTab: 1)

        try await app.router.openAndWait("harbor://orders/7")

        #expect(
            app.window.hierarchyDescription
                == "TestTabBar(tab 0) > TestNavigationStack[OrdersScreen, OrderDetailsScreen]")
        #expect(app.window.history == ["select tab 0 of TestTabBar", "push OrderDetailsScreen on TestNavigationStack"])
    }

    @Test func aLinkToTheRootOfTheTabTheUserIsDeepInPopsToIt() async throws {
        let app = RoutingHarness(selectedTab: 0)
        try await app.router.openAndWait("harbor://orders/7/items")

        try await app.router.openAndWait("harbor://orders")

        #expect(app.window.hierarchyDescription == "TestTabBar(tab 0) > TestNavigationStack[OrdersScreen]")
        #expect(app.window.history.last == "pop to OrdersScreen in TestNavigationStack")
    }

    @Test func aLinkToTheTabAlreadyShowingChangesNothing() async throws {
        let app = RoutingHarness(selectedTab: 1)

        try await app.router.openAndWait("harbor://profile")

        #expect(app.window.history.isEmpty)
    }

    @Test func aTabTheAppDoesNotHaveIsATypedError() async {
        let app = RoutingHarness()

        await #expect(throws: RouteError.tabNotFound(typeName: "HomeScreen")) {
            try await app.router.openAndWait("harbor://home")
        }
        #expect(app.window.history.isEmpty)
    }
}
