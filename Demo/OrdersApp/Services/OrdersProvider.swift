import HarborContainer
import HarborMVVM

/// Loads the shop's orders and keeps them, so every screen sees the same status after a change.
///
/// A singleton: adopting ``ISingleton`` is the whole registration. View models get it in their initializer:
///
/// ```swift
/// self.ordersProvider = container.resolve()
/// ```
///
/// It is main-actor isolated because the screens read it; the loading itself runs off the main actor.
@MainActor
public final class OrdersProvider: @MainActor ISingleton {
    /// The orders loaded so far, in order number order; empty until ``loadOrders()`` returns.
    ///
    /// `@Observed`: `$orders` is an event raised with the new list on every change (after loading, after
    /// ``update(_:)``), which the orders list subscribes to.
    @Observed public private(set) var orders: [Order] = []

    private var loading: Task<[Order], Never>?

    /// Creates the provider; the container calls this once.
    ///
    /// - Parameters:
    ///   - container: The container (unused: the provider needs nothing else).
    ///   - args: None.
    public init(container: any IContainer, args: Void) {}

    /// Loads the 100 orders (once) and returns them; callers that ask while loading share the same load.
    ///
    /// - Returns: The orders, numbered `1...100`.
    @discardableResult
    public func loadOrders() async -> [Order] {
        if !orders.isEmpty { return orders }
        let load = loading ?? Task { await Self.fetch(count: 100) }
        loading = load
        let loaded = await load.value
        if orders.isEmpty { orders = loaded }
        loading = nil
        return orders
    }

    /// Replaces the order with the same number, as a save to the back end would.
    ///
    /// - Parameter order: The changed order.
    public func update(_ order: Order) {
        guard let index = orders.firstIndex(where: { $0.id == order.id }) else { return }
        orders[index] = order
    }

    /// Stands in for the network: builds the same orders every time, away from the main actor.
    @concurrent
    private nonisolated static func fetch(count: Int) async -> [Order] {
        let customers = ["Ada Lovelace", "Alan Turing", "Grace Hopper", "Edsger Dijkstra", "Barbara Liskov"]
        let items = ["Keyboard", "Monitor", "Headphones", "Desk lamp", "Notebook", "Coffee beans", "Backpack"]
        let statuses = OrderStatus.allCases
        return (1...count).map { id in
            Order(
                id: id,
                name: items[id % items.count],
                customer: customers[id % customers.count],
                totalCents: (id * 1_234) % 20_000 + 499,
                status: statuses[(id / 3) % (statuses.count - 1)]
            )
        }
    }
}
