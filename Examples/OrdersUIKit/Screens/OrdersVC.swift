import HarborMVVM
import UIKit

/// The list of orders (a table in a real app; the example keeps to what Harbor's navigation needs).
public final class OrdersVC: UIViewController, IHaveViewModel {
    /// The screen's view model, resolved by the services when they show it.
    public typealias ViewModel = OrdersVM

    /// Shows the view model's state.
    public func viewModelChanged(_ viewModel: OrdersVM) {
        title = "Orders (\(viewModel.orders.count))"
    }

    /// The user taps a row.
    public func didSelectRow(at index: Int) {
        viewModel?.open(orderAt: index)
    }
}
