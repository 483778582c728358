import HarborNavigation
import SwiftUI

/// A SwiftUI screen presented modally: `presenter.present(OrderSummaryView.self, args: order)`.
public struct OrderSummaryView: View, IHostedView {
    /// The view model, resolved by the services with the order before the view exists.
    public let viewModel: OrderSummaryVM

    /// Created by the services with the resolved view model.
    public init(viewModel: OrderSummaryVM) {
        self.viewModel = viewModel
    }

    /// The summary, and a button that closes it.
    public var body: some View {
        Button(viewModel.headline) { Task { try? await viewModel.close() } }
    }
}
