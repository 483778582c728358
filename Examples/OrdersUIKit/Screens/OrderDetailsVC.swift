import HarborMVVM
import UIKit

/// One order; presented modally by ``OrdersVM/open(orderAt:)``.
public final class OrderDetailsVC: UIViewController, IHaveViewModel {
    /// The screen's view model, resolved by the services when they show it.
    public typealias ViewModel = OrderDetailsVM

    /// Shows the view model's state.
    public func viewModelChanged(_ viewModel: OrderDetailsVM) {
        title = "\(viewModel.order) · \(viewModel.order.status.rawValue)"
    }

    /// The user taps "Change status".
    public func didTapChangeStatus() {
        Task {
            if (try? await viewModel?.changeStatus()) == true, let viewModel {
                viewModelChanged(viewModel)
            }
        }
    }
}
