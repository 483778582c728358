// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Sample fixtures (see README.md here): each type says what it stands for; its members are what the samples call.

import Foundation
import HarborContainer
import HarborMVVM
import HarborNavigation

/// The orders list.
@MainActor
public final class OrdersVM: @MainActor IPerRequest, INotifyOnChanged {
    public let provider: any IOrdersProvider
    public private(set) var orders: [Order]
    private let presenter: PresenterService

    public init(container: any IContainer, args: Void) {
        // The app binds `any IOrdersProvider`; a bare `Container()` of a sample falls back to the real one.
        provider =
            (try? container.resolveOrThrow((any IOrdersProvider).self)) ?? (container.resolve() as OrdersProvider)
        presenter = container.resolve()
        orders = Self.orders(of: provider)
    }

    private static func orders(of provider: any IOrdersProvider) -> [Order] {
        (provider as? StubOrdersProvider)?.load() ?? (provider as? OrdersProvider)?.load() ?? []
    }

    public func loadOrders() async {
        orders = Self.orders(of: provider)
        changed.raise()
    }

    public func showOrderDetails(forOrderIndex index: Int) {
        presenter.present(OrderDetailsVC.self, args: orders[index])
    }

    public func showOrderDetails(_ order: Order) {
        presenter.present(OrderDetailsVC.self, args: order)
    }
}

/// An order's details, behind a protocol.
public protocol IOrderDetailsVM: AnyObject {
    var title: String { get }
}

/// An order's details; open so that tests can stub it.
open class OrderDetailsVM: IPerRequest, IOrderDetailsVM {
    public typealias Arguments = Order
    public let order: Order
    public var title: String { "Order #\(order.id)" }

    public init(order: Order) { self.order = order }
    public required convenience init(container: any IContainer, args: Order) { self.init(order: args) }
}

/// A test's ``OrderDetailsVM``.
public final class StubDetailsVM: OrderDetailsVM {}

/// Settings, shown with no arguments.
@MainActor
public final class SettingsVM: @MainActor IPerRequest {
    public init(container: any IContainer, args: Void) {}
}

/// Picks a date.
@MainActor
public final class DatePickerVM: @MainActor IPerRequest, IReturnsResult {
    public typealias Arguments = Date
    public let result = ScreenResult<Date>()
    public init(container: any IContainer, args: Date) {}
}

/// Picks an address in a city.
@MainActor
public final class AddressPickerVM: @MainActor IPerRequest, IReturnsResult {
    public typealias Arguments = String
    public let result = ScreenResult<String>()
    public init(container: any IContainer, args: String) {}
}

/// Picks a quantity.
@MainActor
public final class QuantityPickerVM: @MainActor IPerRequest, IReturnsResult {
    public let result = ScreenResult<Int>()
    public init(container: any IContainer, args: Void) {}
}

/// Picks an order's status.
@MainActor
public final class StatusPickerVM: @MainActor IPerRequest, IReturnsResult {
    public typealias Arguments = OrderStatus
    public let result = ScreenResult<OrderStatus>()
    public init(container: any IContainer, args: OrderStatus) {}
}

/// Says that a retry failed.
@MainActor
public final class RetryFailedVM: @MainActor IPerRequest {
    public init(container: any IContainer, args: Void) {}
}

/// The cart.
@MainActor
public final class CartVM: @MainActor IPerRequest {
    public init(container: any IContainer, args: Void) {}
}

/// Checkout: asks for a delivery date.
@MainActor
public final class CheckoutVM: @MainActor IPerRequest {
    private let presenter: PresenterService
    public init(container: any IContainer, args: Void) { presenter = container.resolve() }

    /// The date the user picked, or `nil`.
    public func chooseDeliveryDate() async throws(NavigationError) -> Date? {
        try await presenter.presentForResult(DatePickerVC.self, args: Date())
    }
}

/// A row of the orders list.
@MainActor
public final class OrderVM {
    public let title: String
    public init(order: Order) { title = "\(order.name) #\(order.id)" }
}
