import HarborNavigation
import SwiftUI

/// A SwiftUI screen pushed onto the details' navigation controller: `pushViewController(OrderNotesView.self, …)`.
public struct OrderNotesView: View, IHostedView {
    /// The view model; `@ObservedViewModel` shows the view again on each `changed.raise()` (iOS 13 and later).
    @ObservedViewModel public var viewModel: OrderNotesVM

    /// Created by the services with the resolved view model.
    public init(viewModel: OrderNotesVM) {
        _viewModel = ObservedViewModel(wrappedValue: viewModel)
    }

    /// The number of notes, and a button that adds one.
    public var body: some View {
        Button("\(viewModel.notes.count) notes: add one") { viewModel.add("Called the customer") }
    }
}
