import HarborContainer
import HarborMVVM
import HarborNavigation
import UIKit

/// What the app's scene delegate does: one container for the app, the orders list in a navigation controller as
/// the window's root, and the window the services navigate in.
@MainActor
public enum OrdersApp {
    /// The app's container, with its protocols bound.
    public static func makeContainer() -> Container {
        let container = Container()
        let provider: OrdersProvider = container.resolve()
        container.bind((any IOrdersProvider).self) { _ in provider }
        return container
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
