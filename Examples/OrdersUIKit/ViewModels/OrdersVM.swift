import HarborContainer
import HarborNavigation

/// The list of orders: opens one modally.
@MainActor
public final class OrdersVM: @MainActor IPerRequest {
    private let provider: any IOrdersProvider
    private let presenter: PresenterService

    /// Created by the container, for ``OrdersVC``.
    public required init(container: any IContainer, args: Void) {
        provider = container.resolve()
        presenter = container.resolve()
    }

    /// The orders to list.
    public var orders: [Order] { provider.orders }

    /// Opens the order at `index` (the row the user tapped).
    public func open(orderAt index: Int) {
        presenter.present(OrderDetailsVC.self, args: orders[index])
    }

    /// Shows the summary of the order at `index`, a SwiftUI screen, modally.
    public func showSummary(orderAt index: Int) {
        presenter.present(OrderSummaryView.self, args: orders[index])
    }
}
