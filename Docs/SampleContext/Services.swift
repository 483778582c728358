// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Sample fixtures (see README.md here): each type says what it stands for; its members are what the samples call.

import Foundation
import HarborContainer

/// Loads orders (what it declares is up to each sample).
public protocol IOrdersProvider: AnyObject, Sendable {}

/// The app's orders provider.
public final class OrdersProvider: IOrdersProvider, ISingleton {
    public init(container: any IContainer, args: Void) {}
    public func load() -> [Order] { [.sample] }
    public func loadOrders() async -> [Order] { [.sample] }
}

/// A test's orders provider.
public final class StubOrdersProvider: IOrdersProvider {
    public let orders: [Order]
    public init(orders: [Order] = [.sample]) { self.orders = orders }
    public func load() -> [Order] { orders }
}

/// Analytics, an overridable singleton (`@unchecked Sendable`: no stored state; an open class can't be checked).
open class Analytics: ISingleton, @unchecked Sendable {
    public required init(container: any IContainer, args: Void) {}
}

/// A spy of ``Analytics``.
public final class AnalyticsRecorder: Analytics, @unchecked Sendable {}

/// What the app reports.
public protocol IAnalytics: AnyObject, Sendable {
    func track(_ event: String)
}

/// Records what the app reports.
public final class AnalyticsSpy: IAnalytics {
    public init() {}
    public func track(_ event: String) {}
}

/// The time.
public protocol IClock: Sendable {
    var now: Date { get }
}

/// The system's time.
public struct SystemClock: IClock {
    public init() {}
    public var now: Date { Date() }
}

/// A shopping cart.
public protocol ICart: AnyObject, Sendable {}

/// The app's cart.
public final class Cart: ICart {
    public init() {}
}

/// Formats orders.
public protocol IFormatter: Sendable {
    func format(_ order: Order) -> String
}

/// The app's order formatter.
public struct OrderFormatter: IFormatter {
    public init() {}
    public func format(_ order: Order) -> String { order.description }
}

/// A unit of work.
public protocol ITransaction: AnyObject, Sendable {}

/// The app's unit of work.
public final class Transaction: ITransaction {
    public init() {}
}

/// An optional plug-in, bound by nobody in the samples.
public protocol IPlugin: AnyObject, Sendable {
    func start()
}

/// Routes between flows.
@MainActor
public protocol IRouter: AnyObject {
    func showHome()
}

/// The app's router.
@MainActor
public final class Router: @MainActor IPerRequest, IRouter {
    public init(container: any IContainer, args: Void) {}
    public func showHome() {}
}

/// A test's router.
@MainActor
public final class RouterSpy: IRouter {
    public init() {}
    public func showHome() {}
}
