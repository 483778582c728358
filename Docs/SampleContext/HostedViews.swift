// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Sample fixtures (see README.md here): the SwiftUI screens of the samples. Linux has no SwiftUI, so here they are
// hosted views without `View`, as the TestScreens stand for view controllers; the articles show them as SwiftUI views.

import HarborNavigation

/// An order's details, a SwiftUI screen.
public struct OrderDetailsView: IHostedView {
    public let viewModel: OrderDetailsVM
    public init(viewModel: OrderDetailsVM) { self.viewModel = viewModel }
}

/// Picks a date, a SwiftUI screen that hands a value back.
public struct DatePickerView: IHostedView {
    public let viewModel: DatePickerVM
    public init(viewModel: DatePickerVM) { self.viewModel = viewModel }
}

/// The orders list, a SwiftUI screen.
public struct OrdersListView: IHostedView {
    public let viewModel: OrdersVM
    public init(viewModel: OrdersVM) { self.viewModel = viewModel }
}
