/// One order of the shop: what the list shows in a row and the details screen shows in full.
public struct Order: Sendable, Hashable, Identifiable {
    /// The order number, `1...100` in the demo.
    public let id: Int
    /// What the order is for.
    public let name: String
    /// Who placed it.
    public let customer: String
    /// Its total in cents (no floating point for money).
    public let totalCents: Int
    /// Where it is in its life; the details screen changes it through a modal picker.
    public var status: OrderStatus

    /// Creates an order.
    ///
    /// - Parameters:
    ///   - id: The order number.
    ///   - name: What the order is for.
    ///   - customer: Who placed it.
    ///   - totalCents: Its total in cents.
    ///   - status: Where it is in its life.
    public init(id: Int, name: String, customer: String, totalCents: Int, status: OrderStatus) {
        self.id = id
        self.name = name
        self.customer = customer
        self.totalCents = totalCents
        self.status = status
    }

    /// The total formatted as dollars, `"$12.50"`, the same on every machine.
    public var total: String {
        let cents = totalCents % 100
        return "$\(totalCents / 100).\(cents < 10 ? "0" : "")\(cents)"
    }
}
