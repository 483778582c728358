import HarborContainer
import HarborNavigation
import HarborTesting
import Testing

/// A view model that opens a link when a notification is tapped.
@MainActor
private final class NotificationsVM: @MainActor IPerRequest {
    private let router: RouterService
    required init(container: any IContainer, args: Void) { router = container.resolve() }
    func didTapNotification(orderID: Int) { router.open("harbor://orders/\(orderID)") }
    func didTapWidget() { router.open(AppRoute.orderDetails(3)) }
}

@Suite("Routing: recording and typed routes")
@MainActor
struct RoutingRecordingTests {
    @Test func theRecordingRouterRecordsOpenedRoutes() {
        let container = Container()
        let router = RecordingRouterService.install(in: container)
        let notifications: NotificationsVM = container.resolve()

        notifications.didTapNotification(orderID: 7)
        notifications.didTapWidget()

        #expect(router.openedRoutes == ["harbor://orders/7", "orderDetails(3)"])
        #expect(router.openedRoutes(of: AppRoute.self).map(\.description) == ["orderDetails(3)"])
        #expect(router.requests.map(\.description) == ["open harbor://orders/7", "open orderDetails(3)"])
    }

    @Test func aRouterInstalledAfterTheViewModelWasResolvedStillRecords() {
        let app = RoutingHarness(selectedTab: 1)
        let notifications: NotificationsVM = app.container.resolve()
        let router = RecordingRouterService.install(in: app.container)

        notifications.didTapNotification(orderID: 7)
        notifications.didTapWidget()

        #expect(router.openedRoutes == ["harbor://orders/7", "orderDetails(3)"])
        #expect(app.window.history.isEmpty)
    }

    @Test func theRecordingRouterCanFail() async {
        let container = Container()
        let router = RecordingRouterService.install(in: container)
        router.failNextRequest(with: .unknownRoute("x"))

        await #expect(throws: RouteError.unknownRoute("x")) { try await router.openAndWait("x") }
        #expect(router.openedRoutes == ["x"])
    }

    @Test func aTypedRouteLandsWhereItsLinkWould() async throws {
        let app = RoutingHarness(selectedTab: 1)

        try await app.router.openAndWait(AppRoute.orderDetails(7))
        try await app.router.openAndWait(AppRoute.settings)

        #expect(
            app.window.hierarchyDescription
                == "TestTabBar(tab 0) > TestNavigationStack[OrdersScreen] > present SettingsScreen")
    }
}
