import HarborContainer
import HarborNavigation
import HarborTesting
import OrdersUIKit
import Testing

@Suite("OrderDetailsVM")
@MainActor
struct OrderDetailsVMTests {
    let container = OrdersApp.makeContainer()

    @Test func recordsThePickedStatus() async throws {
        let test = container.makeChild()
        let stub = StubOrdersProvider([])
        test.mock((any IOrdersProvider).self) { _ in stub }
        let navigation = RecordingNavigationService.install(in: test)
        navigation.stubResult(.delivered, for: StatusPickerVC.self)
        let details: OrderDetailsVM = test.resolve(args: Order(id: 7, title: "Espresso machine", status: .shipped))

        #expect(try await details.changeStatus())

        #expect(navigation.pushedArguments(of: StatusPickerVC.self) == [.shipped])
        #expect(details.order.status == .delivered)
        #expect(stub.updates == [.delivered])
    }

    @Test func aClosedPickerChangesNothing() async throws {
        let test = container.makeChild()
        let stub = StubOrdersProvider([])
        test.mock((any IOrdersProvider).self) { _ in stub }
        _ = RecordingNavigationService.install(in: test)  // no stubbed result: the picker is closed without one
        let details: OrderDetailsVM = test.resolve(args: Order(id: 7, title: "Espresso machine"))

        #expect(try await details.changeStatus() == false)
        #expect(stub.updates.isEmpty)
    }

    @Test func aFailedPushIsReported() async throws {
        let test = container.makeChild()
        let navigation = RecordingNavigationService.install(in: test)
        navigation.failNextRequest(with: .noWindow)
        let details: OrderDetailsVM = test.resolve(args: Order(id: 7, title: "Espresso machine"))

        await #expect(throws: NavigationError.noWindow) { try await details.changeStatus() }
    }
}
