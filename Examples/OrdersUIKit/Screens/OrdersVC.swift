import HarborMVVM
import UIKit

/// The list of orders (a table in a real app; the example keeps to what Harbor's navigation needs).
public final class OrdersVC: UIViewController, IHaveViewModel {
    public typealias ViewModel = OrdersVM

    public func viewModelChanged(_ viewModel: OrdersVM) {
        title = "Orders (\(viewModel.orders.count))"
    }

    /// The user taps a row.
    public func didSelectRow(at index: Int) {
        viewModel?.open(orderAt: index)
    }
}
