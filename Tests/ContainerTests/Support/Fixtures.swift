import HarborContainer

/// A model passed as arguments.
struct Order: Equatable, Sendable {
    let id: Int
    let name: String
}

/// A model class passed as arguments.
final class Customer: Sendable {
    let name: String
    init(name: String) { self.name = name }
}

/// The protocol most binding and mock tests bind.
protocol IOrdersProvider: AnyObject, Sendable {
    var orders: [Order] { get }
}

/// The real provider: a singleton.
final class LiveOrdersProvider: IOrdersProvider, ISingleton {
    let orders = [Order(id: 1, name: "Real")]
    init(container: any IContainer, args: Void) {}
}

/// A stub provider for mocks.
final class StubOrdersProvider: IOrdersProvider {
    let orders: [Order]
    init(orders: [Order] = [Order(id: 99, name: "Stub")]) { self.orders = orders }
}

/// A per-request view model that resolves the bound provider.
final class OrdersListVM: IPerRequest {
    let provider: any IOrdersProvider
    init(container: any IContainer, args: Void) {
        provider = container.resolve()
    }
}

/// A per-request view model that takes a model.
final class OrderDetailsVM: IPerRequest {
    typealias Arguments = Order
    let order: Order
    init(container: any IContainer, args: Order) { order = args }
}
