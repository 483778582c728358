import HarborContainer
import HarborMVVM
import OrdersApp
import Testing

@Suite("OrdersProvider")
@MainActor
struct OrdersProviderTests {
    let provider = Container().resolve(OrdersProvider.self)

    @Test func loadsTheSameHundredOrdersEveryTime() async {
        let orders = await provider.loadOrders()

        #expect(orders.map(\.id) == Array(1...100))
        #expect(orders == (await Container().resolve(OrdersProvider.self).loadOrders()))
        #expect(orders[6].total == "$91.37")
    }

    @Test func concurrentLoadsShareOneLoadAndNotifyOnce() async {
        let notifications = Counter()
        provider.$orders.subscribe(notifications) { counter, _ in counter.count += 1 }

        async let first = provider.loadOrders()
        async let second = provider.loadOrders()
        let (a, b) = await (first, second)

        #expect(a == b)
        #expect(notifications.count == 1)
    }

    @Test func anUpdateReplacesTheOrderAndNotifies() async throws {
        await provider.loadOrders()
        let notifications = Counter()
        provider.$orders.subscribe(notifications) { counter, _ in counter.count += 1 }
        var order = try #require(provider.orders.last)
        order.status = .delivered

        provider.update(order)

        #expect(provider.orders.last == order)
        #expect(notifications.count == 1)
    }

    @Test func isOneInstancePerContainer() {
        let container = Container()

        #expect(container.resolve(OrdersProvider.self) === container.resolve(OrdersProvider.self))
    }
}

@MainActor
private final class Counter {
    var count = 0
}
