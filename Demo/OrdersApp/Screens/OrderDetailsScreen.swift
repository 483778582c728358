import HarborMVVM

/// One order in full, pushed when an order is chosen in the list: what `OrderDetailsVC` is in the articles.
@MainActor
public final class OrderDetailsScreen: TerminalScreen, IHaveViewModel {
    /// The screen's view model type.
    public typealias ViewModel = OrderDetailsVM

    private var lines: [String] = []
    private var heading = "Order"

    override public var title: String { heading }

    override public func body() -> [String] { lines }

    override public var keys: [(key: String, action: String)] { [("s", "change status")] }

    /// Redraws the order from the view model.
    ///
    /// - Parameter viewModel: The details view model.
    public func viewModelChanged(_ viewModel: OrderDetailsVM) {
        heading = viewModel.title
        let order = viewModel.order
        lines = [
            "Item:      \(order.name)",
            "Customer:  \(order.customer)",
            "Total:     \(order.total)",
            "Status:    \(order.status.rawValue)",
        ]
        if let notice = viewModel.notice { lines.append("! \(notice)") }
    }

    override public func stepWillBegin() {
        viewModel?.clearNotice()
    }

    override public func handle(_ command: Command) async -> Bool {
        guard let viewModel, command.number == nil, ["status", "s"].contains(command.verb) else { return false }
        viewModel.changeStatus()
        return true
    }
}
