import HarborContainer
import HarborMVVM
import HarborNavigation

/// The orders list's view model (seeds 001 and 003): it loads the orders, pages through them and pushes the
/// details of the one the user picks.
///
/// Resolved per request; its services come from the container in `init`, as in the articles:
///
/// ```swift
/// ordersProvider = container.resolve()
/// navigation = container.resolve()
/// ```
@MainActor
public final class OrdersVM: @MainActor IPerRequest, INotifyOnChanged {
    /// How many orders a page shows.
    public static let pageSize = 5

    /// Every order, once loaded.
    public private(set) var orders: [Order] = []
    /// Whether the orders are still loading.
    public private(set) var isLoading = false
    /// The page shown, from `0`.
    public private(set) var page = 0
    /// A message for the user after a step that could not be done, such as an unknown order number.
    public private(set) var notice: String?

    private let ordersProvider: OrdersProvider
    private let navigation: NavigationService

    /// Creates the view model; the container calls this.
    ///
    /// - Parameters:
    ///   - container: Where the services come from.
    ///   - args: None.
    public init(container: any IContainer, args: Void) {
        ordersProvider = container.resolve()
        navigation = container.resolve()
        orders = ordersProvider.orders
        // The provider's list is @Observed: a status changed on the details screen shows up here too.
        ordersProvider.$orders.subscribe(self) { this, orders in
            this.orders = orders
            this.changed.raise()
        }
    }

    /// The number of pages.
    public var pageCount: Int { max(1, (orders.count + Self.pageSize - 1) / Self.pageSize) }

    /// The orders on the current page.
    public var visibleOrders: ArraySlice<Order> {
        orders.dropFirst(page * Self.pageSize).prefix(Self.pageSize)
    }

    /// Loads the orders; the screen shows "Loading" until they are there.
    public func loadOrders() async {
        isLoading = true
        changed.raise()
        await ordersProvider.loadOrders()
        isLoading = false
        changed.raise()
    }

    /// Shows the next page, if there is one.
    public func showNextPage() {
        show(page: page + 1)
    }

    /// Shows the previous page, if there is one.
    public func showPreviousPage() {
        show(page: page - 1)
    }

    /// Pushes the details of an order, resolving `OrderDetailsVM` with the order as its arguments.
    ///
    /// - Parameter orderNumber: The number shown in the list (`#7`).
    public func showOrderDetails(orderNumber: Int) async {
        guard let order = orders.first(where: { $0.id == orderNumber }) else {
            notify("there is no order #\(orderNumber)")
            return
        }
        notify(nil)
        do {
            try await navigation.pushViewControllerAndWait(OrderDetailsScreen.self, args: order)
        } catch {
            notify("could not open order #\(orderNumber): \(error)")
        }
    }

    /// Clears the message of the previous step, if there is one.
    public func clearNotice() {
        if notice != nil { notify(nil) }
    }

    private func show(page newPage: Int) {
        guard (0..<pageCount).contains(newPage) else {
            notify(newPage < 0 ? "this is the first page" : "this is the last page")
            return
        }
        page = newPage
        notify(nil)
    }

    private func notify(_ message: String?) {
        notice = message
        changed.raise()
    }
}
