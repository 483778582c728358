import HarborContainer
import HarborMVVM

/// The orders list, a page at a time: what `OrdersVC` is in the articles.
///
/// It only draws what its view model says and forwards what the user types; `viewModelChanged(_:)` runs again
/// whenever the view model raises `changed` (after loading, after paging).
@MainActor
public final class OrdersScreen: TerminalScreen, IHaveViewModel {
    /// The screen's view model type.
    public typealias ViewModel = OrdersVM

    private var lines: [String] = []

    override public var title: String { "Orders" }

    override public func body() -> [String] { lines }

    override public var keys: [(key: String, action: String)] {
        [("1-100", "open order"), ("n", "next page"), ("p", "previous page")]
    }

    /// Redraws the rows from the view model.
    ///
    /// - Parameter viewModel: The orders view model.
    public func viewModelChanged(_ viewModel: OrdersVM) {
        if viewModel.isLoading {
            lines = ["Loading orders..."]
            return
        }
        lines = viewModel.visibleOrders.map(Self.row)
        lines.append("page \(viewModel.page + 1) of \(viewModel.pageCount), \(viewModel.orders.count) orders")
        if let notice = viewModel.notice { lines.append("! \(notice)") }
    }

    override public func hint(for command: Command) -> String? {
        guard ["open", "o"].contains(command.verb), command.number == nil else { return nil }
        return "'\(command.verb)' needs an order number, for example 'open 7'"
    }

    override public func stepWillBegin() {
        viewModel?.clearNotice()
    }

    override public func screenWillAppear() async {
        await viewModel?.loadOrders()
    }

    override public func handle(_ command: Command) async -> Bool {
        guard let viewModel else { return false }
        switch (command.verb, command.number) {
        case ("open", let number?), ("o", let number?), ("", let number?):
            await viewModel.showOrderDetails(orderNumber: number)
        case ("next", nil), ("n", nil):
            viewModel.showNextPage()
        case ("previous", nil), ("prev", nil), ("p", nil):
            viewModel.showPreviousPage()
        default:
            return false
        }
        return true
    }

    static func row(_ order: Order) -> String {
        "#" + "\(order.id)".padded(to: 4) + order.name.padded(to: 14) + order.customer.padded(to: 17)
            + order.total.padded(to: 9, left: true) + "  " + order.status.rawValue
    }
}
