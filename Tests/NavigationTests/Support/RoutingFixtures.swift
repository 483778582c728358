import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting

/// The profile tab's root.
final class ProfileScreen: TestScreen {}

/// A screen pushed on an order's details, whose view model takes the order too.
final class OrderItemsScreen: ModelScreen<OrderItemsVM> {}

@MainActor
final class OrderItemsVM: @MainActor IPerRequest {
    typealias Arguments = Order
    required init(container: any IContainer, args: Order) {}
}

/// The app's typed routes.
enum AppRoute: IRoute, CustomStringConvertible {
    case orders
    case orderDetails(Int)
    case settings

    var description: String {
        switch self {
        case .orders: "orders"
        case .orderDetails(let id): "orderDetails(\(id))"
        case .settings: "settings"
        }
    }

    func destination() throws(RouteError) -> Destination {
        switch self {
        case .orders: Destination(tab: OrdersScreen.self)
        case .orderDetails(let id):
            Destination(tab: OrdersScreen.self).push(OrderDetailsScreen.self, args: Order(id: id))
        case .settings: Destination(tab: OrdersScreen.self).present(SettingsScreen.self)
        }
    }
}

/// A tab-bar app (Orders, Profile) with the real router and the app's routes registered.
@MainActor
struct RoutingHarness {
    let harness: Harness
    let tabs: TestTabBar
    let ordersStack: TestNavigationStack
    let profileStack: TestNavigationStack
    let router: RouterService

    var window: TestWindow { harness.window }
    var container: Container { harness.container }

    init(selectedTab: Int = 0, ordersStack: [TestScreen] = [OrdersScreen()], container: Container = Container()) {
        self.ordersStack = TestNavigationStack(screens: ordersStack)
        profileStack = TestNavigationStack(root: ProfileScreen())
        tabs = TestTabBar(tabs: [self.ordersStack, profileStack], selectedIndex: selectedTab)
        harness = Harness(root: tabs, container: container)
        router = harness.container.resolve()
        registerAppRoutes(in: router.routes)
    }
}

/// The routes of the tests' app: `harbor://` links, and universal links on `example.com`.
@MainActor
func registerAppRoutes(in routes: RouteTable) {
    routes.schemes = ["harbor"]
    routes.hosts = ["example.com"]
    routes.register("/orders") { _ throws(RouteError) in
        Destination(tab: OrdersScreen.self)
    }
    routes.register("/orders/:id") { params throws(RouteError) in
        Destination(tab: OrdersScreen.self)
            .push(OrderDetailsScreen.self, args: Order(id: try params.value("id", as: Int.self)))
    }
    routes.register("/orders/:id/items") { params throws(RouteError) in
        let order = Order(id: try params.value("id", as: Int.self))
        return Destination(tab: OrdersScreen.self)
            .push(OrderDetailsScreen.self, args: order)
            .push(OrderItemsScreen.self, args: order)
    }
    routes.register("/orders/:id/quantity") { params throws(RouteError) in
        Destination(tab: OrdersScreen.self)
            .push(OrderDetailsScreen.self, args: Order(id: try params.value("id", as: Int.self)))
            .present(QuantityPickerScreen.self, args: 1)
    }
    routes.register("/profile") { _ throws(RouteError) in
        Destination(tab: ProfileScreen.self)
    }
    routes.register("/profile/settings") { _ throws(RouteError) in
        Destination(tab: ProfileScreen.self).push(SettingsScreen.self)
    }
    routes.register("/settings") { _ throws(RouteError) in
        Destination(tab: OrdersScreen.self).present(SettingsScreen.self)
    }
    routes.register("/report") { _ throws(RouteError) in
        Destination(tab: OrdersScreen.self).push(ReportScreen.self)
    }
    routes.register("/home") { _ throws(RouteError) in
        Destination(tab: HomeScreen.self)
    }
}
