import HarborContainer

/// The orders of the example app, in memory; one per container.
@MainActor
public final class OrdersProvider: IOrdersProvider, @MainActor ISingleton {
    /// Every order, newest first.
    public private(set) var orders: [Order] = [
        Order(id: 7, title: "Espresso machine", status: .shipped),
        Order(id: 4, title: "Grinder"),
    ]

    /// Created by the container.
    public required init(container: any IContainer, args: Void) {}

    /// Records a new status.
    public func update(_ order: Order, status: OrderStatus) -> Order {
        var updated = order
        updated.status = status
        orders = orders.map { $0.id == order.id ? updated : $0 }
        return updated
    }
}
