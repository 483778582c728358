import HarborMVVM
import UIKit

/// One order; presented modally by ``OrdersVM/open(orderAt:)``.
public final class OrderDetailsVC: UIViewController, IHaveViewModel {
    public typealias ViewModel = OrderDetailsVM

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
