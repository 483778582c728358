import HarborContainer
import HarborMVVM
import HarborNavigation

/// The details screen's view model (seed 003): it takes the ``Order`` as its typed arguments and lets the user
/// change the order's status through a modal picker that hands the new status back.
///
/// ```swift
/// try await navigation.pushViewController(OrderDetailsScreen.self, args: order)
/// ```
@MainActor
public final class OrderDetailsVM: @MainActor IPerRequest, @MainActor INotifyOnChanged {
    /// The arguments it is resolved with.
    public typealias Arguments = Order

    /// The order shown, with its latest status.
    public private(set) var order: Order
    /// A message for the user when the picker could not be shown.
    public private(set) var notice: String?

    private let ordersProvider: OrdersProvider
    private let presenter: PresenterService

    /// Creates the view model for one order; the container calls this.
    ///
    /// - Parameters:
    ///   - container: Where the services come from.
    ///   - args: The order to show.
    public init(container: any IContainer, args: Order) {
        order = args
        ordersProvider = container.resolve()
        presenter = container.resolve()
    }

    /// The screen's title: `Order #7`.
    public var title: String { "Order #\(order.id)" }

    /// Presents the status picker and applies the status it returns; closing the picker changes nothing.
    public func changeStatus() async {
        do {
            let picked = try await presenter.present(StatusPickerScreen.self, args: order.status)
            guard let picked else { return }  // Closed without a choice.
            order.status = picked
            ordersProvider.update(order)
            notice = nil
        } catch {
            notice = "could not change the status: \(error)"
        }
        changed.raise()
    }
}
