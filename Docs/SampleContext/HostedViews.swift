// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Sample fixtures (see README.md here): each type says what it stands for; its members are what the samples call.

import HarborNavigation

/// The order details as a hosted view: a SwiftUI `View` in an app, a plain ``IHostedView`` here.
public struct OrderDetailsView: IHostedView {
    public let viewModel: OrderDetailsVM
    public init(viewModel: OrderDetailsVM) { self.viewModel = viewModel }
}

/// The date picker as a hosted view.
public struct DatePickerView: IHostedView {
    public let viewModel: DatePickerVM
    public init(viewModel: DatePickerVM) { self.viewModel = viewModel }
}

/// The orders list as a hosted view.
public struct OrdersListView: IHostedView {
    public let viewModel: OrdersVM
    public init(viewModel: OrdersVM) { self.viewModel = viewModel }
}
