// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Sample fixtures (see README.md here): each type says what it stands for; its members are what the samples call.

import Foundation

/// An order of the Orders app.
public struct Order: Equatable, Hashable, Sendable, CustomStringConvertible {
    public let id: Int
    public var name: String
    public var status: OrderStatus

    public init(id: Int, name: String = "Coffee beans", status: OrderStatus = .new) {
        self.id = id
        self.name = name
        self.status = status
    }

    /// The order the samples show: #7.
    public static let sample = Order(id: 7)

    public var description: String { "Order #\(id)" }
}

/// Where an order is.
public enum OrderStatus: Int, CaseIterable, Sendable {
    case new = 1
    case paid, shipped, delivered
}

/// A model class, passed as arguments.
public final class User: Sendable {
    public let name: String
    public init(name: String) { self.name = name }
}

/// Writes what the samples log.
public struct Logger: Sendable {
    public func info(_ message: String) { print("info:", message) }
    public func error(_ message: String) { print("error:", message) }
}

/// The app's logger.
public let logger = Logger()

/// The app's networking layer.
public struct OrdersAPI: Sendable {
    public func orders() async -> [Order] { [.sample] }
    public func fetchOrders() async -> [Order] { [.sample] }
}

/// The app's networking layer.
public let api = OrdersAPI()

/// Signs a user in.
public struct AuthService: Sendable {
    public func signIn(
        _ login: String, _ password: String, completion: @escaping @Sendable (Result<Void, any Error>) -> Void
    ) {
        completion(.success(()))
    }
}

/// The app's sign-in service.
public let auth = AuthService()

extension Result {
    /// Whether this is `.success`.
    public var isSuccess: Bool {
        if case .success = self { return true }
        return false
    }
}

/// The city the address picker starts in.
public let city = "Lisbon"
