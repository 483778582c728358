import HarborMVVM
import UIKit

/// The statuses to pick from; closed when one is picked.
public final class StatusPickerVC: UIViewController, IHaveViewModel {
    public typealias ViewModel = StatusPickerVM

    public func viewModelChanged(_ viewModel: StatusPickerVM) {
        title = "Status: \(viewModel.current.rawValue)"
    }

    /// The user taps a status.
    public func didSelect(_ status: OrderStatus) {
        viewModel?.pick(status)
    }
}
