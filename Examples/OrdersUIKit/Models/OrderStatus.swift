/// Where an order is.
public enum OrderStatus: String, CaseIterable, Sendable {
    case placed, packed, shipped, delivered
}
