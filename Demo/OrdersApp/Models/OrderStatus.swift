/// Where an order is in its life.
public enum OrderStatus: String, Sendable, CaseIterable {
    /// Placed, not paid yet.
    case new
    /// Paid, waiting to be shipped.
    case paid
    /// On its way.
    case shipped
    /// Arrived.
    case delivered
    /// Called off.
    case cancelled
}
