/// An order of the example app.
public struct Order: Equatable, Sendable, CustomStringConvertible {
    /// The order number.
    public let id: Int
    /// What was ordered.
    public var title: String
    /// Where the order is.
    public var status: OrderStatus

    /// Creates an order.
    public init(id: Int, title: String, status: OrderStatus = .placed) {
        self.id = id
        self.title = title
        self.status = status
    }

    /// `Order #7`.
    public var description: String { "Order #\(id)" }
}
