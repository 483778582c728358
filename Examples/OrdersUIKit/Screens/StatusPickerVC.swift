import HarborMVVM
import UIKit

/// The statuses to pick from; closed when one is picked.
public final class StatusPickerVC: UIViewController, IHaveViewModel {
    /// The screen's view model, resolved by the services when they show it.
    public typealias ViewModel = StatusPickerVM

    /// Shows the view model's state.
    public func viewModelChanged(_ viewModel: StatusPickerVM) {
        title = "Status: \(viewModel.current.rawValue)"
    }

    /// The user taps a status.
    public func didSelect(_ status: OrderStatus) {
        viewModel?.pick(status)
    }
}
