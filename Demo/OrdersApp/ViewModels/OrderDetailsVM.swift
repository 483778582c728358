import HarborContainer
import HarborMVVM
import HarborNavigation

/// The details screen's view model (seed 003): it takes the ``Order`` as its typed arguments and lets the user
/// change the order's status through a modal picker that hands the new status back.
///
/// ```swift
/// try await navigation.pushViewControllerAndWait(OrderDetailsScreen.self, args: order)
/// ```
@MainActor
public final class OrderDetailsVM: @MainActor IPerRequest, INotifyOnChanged {
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

    /// Clears the message of the previous step, if there is one.
    public func clearNotice() {
        guard notice != nil else { return }
        notice = nil
        changed.raise()
    }

    /// Presents the status picker; the status it hands back is applied when it closes, and closing it without a
    /// choice changes nothing.
    ///
    /// The completion runs once the picker is gone, so this returns as soon as the picker is on screen.
    public func changeStatus() {
        presenter.presentForResult(StatusPickerScreen.self, args: order.status) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let picked?):
                order.status = picked
                ordersProvider.update(order)
                notice = nil
            case .success(nil):
                notice = nil  // Closed without a choice.
            case .failure(let error):
                notice = "could not change the status: \(error)"
            }
            changed.raise()
        }
    }
}
