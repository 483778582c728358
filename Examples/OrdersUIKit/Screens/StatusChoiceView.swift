import HarborNavigation
import SwiftUI

/// The status picker written in SwiftUI, with the same view model as ``StatusPickerVC``: it hands the pick back,
/// `let status = try await presenter.presentAndWait(StatusChoiceView.self, args: order.status)`.
public struct StatusChoiceView: View, IHostedView {
    /// The view model; `pick(_:)` hands the status back and closes the screen.
    public let viewModel: StatusPickerVM

    /// Created by the services with the resolved view model.
    public init(viewModel: StatusPickerVM) {
        self.viewModel = viewModel
    }

    /// One button per status (the stand-in's `ViewBuilder` takes one view, so the sample shows the first).
    public var body: some View {
        Button("Mark as \(viewModel.statuses[0].rawValue)") { viewModel.pick(viewModel.statuses[0]) }
    }
}
