import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

@Suite("Routing: the fewest transitions")
@MainActor
struct RoutingDiffTests {
    @Test func whatAlreadyMatchesStays() async throws {
        let app = RoutingHarness()
        try await app.router.openAndWait("harbor://orders/7")
        let details = try #require(app.window.topScreen as? OrderDetailsScreen)

        try await app.router.openAndWait("harbor://orders/7/items")

        #expect(app.ordersStack.screens[1] === details)
        #expect(app.window.history.last == "push OrderItemsScreen on TestNavigationStack")
    }

    @Test func aScreenWithOtherArgumentsIsReplacedInOneTransition() async throws {
        let app = RoutingHarness()
        try await app.router.openAndWait("harbor://orders/8/items")

        try await app.router.openAndWait("harbor://orders/7")

        #expect(
            app.window.hierarchyDescription
                == "TestTabBar(tab 0) > TestNavigationStack[OrdersScreen, OrderDetailsScreen]")
        #expect((app.window.topScreen as? OrderDetailsScreen)?.viewModel?.order == Order(id: 7))
        #expect(app.window.history.last == "set [OrdersScreen, OrderDetailsScreen] on TestNavigationStack")
        #expect(app.window.history.count == 2)
    }

    @Test func aScreenPushedByTheServicesIsRecognised() async throws {
        let app = RoutingHarness()
        app.harness.navigation.pushViewController(OrderDetailsScreen.self, args: Order(id: 7)) { _ in }

        try await app.router.openAndWait("harbor://orders/7")

        #expect(app.window.history == ["push OrderDetailsScreen on TestNavigationStack"])
    }

    @Test func openingTheSameLinkAgainChangesNothing() async throws {
        let app = RoutingHarness()
        try await app.router.openAndWait("harbor://orders/7/quantity")
        let history = app.window.history

        try await app.router.openAndWait("harbor://orders/7/quantity")

        #expect(app.window.history == history)
    }

    /// A double tap on a link: the second is planned when the first has run, from what it shows.
    @Test func theSameLinkOpenedTwiceAtOnceShowsItsScreensOnce() async throws {
        let app = RoutingHarness()
        var first: Result<Void, RouteError>?
        app.router.open("harbor://orders/7/quantity") { first = $0 }
        try await app.router.openAndWait("harbor://orders/7/quantity")

        #expect(first.map { (try? $0.get()) != nil } == true)
        #expect(app.window.history.filter { $0.hasPrefix("present QuantityPickerScreen") }.count == 1)
        #expect(app.window.history.filter { $0.contains("OrderDetailsScreen on") }.count == 1)
    }

    @Test func aPresentedScreenWithOtherArgumentsIsPresentedAnew() async throws {
        let app = RoutingHarness()
        try await app.router.openAndWait("harbor://orders/7/quantity")

        try await app.router.openAndWait("harbor://orders/8/quantity")

        #expect(
            Array(app.window.history.suffix(3)) == [
                "dismiss QuantityPickerScreen from OrderDetailsScreen",
                "set [OrdersScreen, OrderDetailsScreen] on TestNavigationStack",
                "present QuantityPickerScreen on OrderDetailsScreen",
            ])
        #expect((app.ordersStack.screens.last as? OrderDetailsScreen)?.viewModel?.order == Order(id: 8))
    }

    @Test func modalsAboveTheTargetAreDismissed() async throws {
        let app = RoutingHarness()
        try await app.router.openAndWait("harbor://orders/7/quantity")

        try await app.router.openAndWait("harbor://orders/7")

        #expect(
            app.window.hierarchyDescription
                == "TestTabBar(tab 0) > TestNavigationStack[OrdersScreen, OrderDetailsScreen]")
        #expect(app.window.history.last == "dismiss QuantityPickerScreen from OrderDetailsScreen")
    }

    @Test func aModalChainKeepsItsMatchingPartAndPresentsTheRest() async throws {
        let app = RoutingHarness()
        app.router.routes.register("/settings/quantity/:n") { params throws(RouteError) in
            Destination(tab: OrdersScreen.self)
                .present(SettingsScreen.self)
                .present(QuantityPickerScreen.self, args: try params.value("n", as: Int.self))
        }
        try await app.router.openAndWait("harbor://settings")
        let settings = try #require(app.window.topScreen as? SettingsScreen)

        try await app.router.openAndWait("harbor://settings/quantity/2")

        #expect(
            app.window.hierarchyDescription
                == "TestTabBar(tab 0) > TestNavigationStack[OrdersScreen] > present SettingsScreen > present QuantityPickerScreen"
        )
        #expect(app.window.history.last == "present QuantityPickerScreen on SettingsScreen")
        #expect(app.ordersStack.screens[0].presented === settings)

        // Back to the first modal of the chain: only what is above it goes.
        try await app.router.openAndWait("harbor://settings")
        #expect(app.window.history.last == "dismiss QuantityPickerScreen from SettingsScreen")
        #expect(app.window.topScreen === settings)
    }

    @Test func aPresentedTargetWithPushesGetsANavigationStack() async throws {
        let app = RoutingHarness()
        app.router.routes.register("/settings/items") { _ throws(RouteError) in
            Destination(tab: OrdersScreen.self)
                .present(SettingsScreen.self)
                .push(OrderItemsScreen.self, args: Order(id: 1))
        }

        try await app.router.openAndWait("harbor://settings/items")

        #expect(
            app.window.hierarchyDescription
                == "TestTabBar(tab 0) > TestNavigationStack[OrdersScreen] > present TestNavigationStack[SettingsScreen, OrderItemsScreen]"
        )
        #expect(app.window.history == ["present TestNavigationStack on OrdersScreen"])
    }

    @Test func anAlertOnTopIsDismissedToo() async throws {
        let app = RoutingHarness()
        app.ordersStack.screens[0].presentScreen(TestAlert(title: "Delete?"), animated: false) {}

        try await app.router.openAndWait("harbor://orders/7")

        #expect(
            app.window.hierarchyDescription
                == "TestTabBar(tab 0) > TestNavigationStack[OrdersScreen, OrderDetailsScreen]")
        #expect(app.window.warnings.isEmpty)
    }

    @Test func switchingTabsDismissesModalsSelectsPopsAndAnimatesOnlyTheLastStep() async throws {
        let app = RoutingHarness()
        try await app.router.openAndWait("harbor://profile/settings")
        app.profileStack.screens[1].presentScreen(TestScreen(title: "Sheet"), animated: false) {}
        app.window.finishesTransitionsImmediately = false
        var finished = false

        app.router.open("harbor://orders/7/items") { _ in finished = true }

        // Every step but the last ran without animation; the last one is still animating.
        #expect(
            Array(app.window.history.suffix(4)) == [
                "present Sheet on SettingsScreen",
                "dismiss Sheet from SettingsScreen",
                "select tab 0 of TestTabBar",
                "set [OrdersScreen, OrderDetailsScreen, OrderItemsScreen] on TestNavigationStack",
            ])
        #expect(
            app.window.runningTransitions == [
                "set [OrdersScreen, OrderDetailsScreen, OrderItemsScreen] on TestNavigationStack"
            ])
        #expect(!finished)
        app.window.finishAllTransitions()
        #expect(finished)
        #expect(
            app.window.hierarchyDescription
                == "TestTabBar(tab 0) > TestNavigationStack[OrdersScreen, OrderDetailsScreen, OrderItemsScreen]")
        // The other tab keeps its own stack.
        #expect(app.profileStack.screens.map(\.title) == ["ProfileScreen", "SettingsScreen"])
    }

    @Test func anOpenNotAnimatedAnimatesNothing() async throws {
        let app = RoutingHarness()
        app.window.finishesTransitionsImmediately = false

        app.router.open("harbor://orders/7", animated: false, completion: nil)  // not awaited: it never finishes
        try await waitUntil { app.ordersStack.screens.count == 2 }

        #expect(app.window.runningTransitions.isEmpty)
    }
}
