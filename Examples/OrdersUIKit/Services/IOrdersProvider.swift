/// Where the orders come from; bound to ``OrdersProvider`` at launch, mocked in tests.
@MainActor
public protocol IOrdersProvider: AnyObject {
    /// Every order, newest first.
    var orders: [Order] { get }
    /// Records a new status.
    func update(_ order: Order, status: OrderStatus) -> Order
}
