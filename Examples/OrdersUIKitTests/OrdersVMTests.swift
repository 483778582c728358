import HarborContainer
import HarborNavigation
import HarborTesting
import OrdersUIKit
import Testing

/// View-model tests: the recording doubles stand in for the services; nothing is shown.
@Suite("OrdersVM")
@MainActor
struct OrdersVMTests {
    let container = OrdersApp.makeContainer()

    @Test func opensTheTappedOrder() {
        let test = container.makeChild()
        let stub = StubOrdersProvider([Order(id: 3, title: "Mug"), Order(id: 9, title: "Kettle")])
        test.mock((any IOrdersProvider).self) { _ in stub }
        let presenter = RecordingPresenterService.install(in: test)
        let orders: OrdersVM = test.resolve()

        orders.open(orderAt: 1)

        #expect(presenter.presentedArguments(of: OrderDetailsVC.self) == [Order(id: 9, title: "Kettle")])
        #expect(presenter.requests.map(\.description) == ["present OrderDetailsVC(args: Order #9)"])
    }
}
