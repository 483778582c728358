import HarborContainer
import HarborMVVM
import HarborNavigation
import UIKit

/// What the app's scene delegate does: one container for the app, the orders list in a navigation controller as
/// the window's root, and the window the services navigate in.
@MainActor
public enum OrdersApp {
    /// The app's container, with its protocols bound and its deep links registered.
    public static func makeContainer() -> Container {
        let container = Container()
        let provider: OrdersProvider = container.resolve()
        container.bind((any IOrdersProvider).self) { _ in provider }
        registerRoutes(in: container)
        return container
    }

    /// The app's links: `ordersapp://orders/7` (the scheme its Info.plist declares) shows order #7 over the list;
    /// a link of any other scheme or site is refused.
    ///
    /// - Parameter container: The app's container.
    public static func registerRoutes(in container: Container) {
        let router: RouterService = container.resolve()
        router.routes.schemes = ["ordersapp"]
        router.routes.register("/orders/:id") { [unowned container] params throws(RouteError) in
            let id = try params.value("id", as: Int.self)
            let provider: any IOrdersProvider = container.resolve()
            guard let order = provider.orders.first(where: { $0.id == id }) else {
                throw .notFound("order #\(id)")
            }
            return Destination(root: OrdersVC.self).present(OrderDetailsVC.self, args: order)
        }
    }

    /// Shows the orders list in `window` and lets the services navigate there
    /// (the scene delegate's `scene(_:willConnectTo:options:)`).
    ///
    /// - Parameters:
    ///   - window: The scene's window.
    ///   - container: The app's container.
    public static func connect(_ window: UIWindow, container: Container) {
        let orders = OrdersVC()
        orders.viewModel = container.resolve()
        window.rootViewController = UINavigationController(rootViewController: orders)
        let provider = FixedWindowProvider(window)
        container.bind((any IWindowProvider).self) { _ in provider }
        window.makeKeyAndVisible()
    }
}
