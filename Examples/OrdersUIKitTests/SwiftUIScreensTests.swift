import HarborContainer
import HarborNavigation
import HarborTesting
import OrdersUIKit
import Testing

/// The example's SwiftUI screens, tested through their view models with the recording doubles, as the UIKit ones.
@Suite("SwiftUI screens")
@MainActor
struct SwiftUIScreensTests {
    let container = OrdersApp.makeContainer()

    @Test func theListPresentsTheSummaryOfTheTappedOrder() {
        let test = container.makeChild()
        let stub = StubOrdersProvider([Order(id: 3, title: "Mug"), Order(id: 9, title: "Kettle")])
        test.mock((any IOrdersProvider).self) { _ in stub }
        let presenter = RecordingPresenterService.install(in: test)
        let orders: OrdersVM = test.resolve()

        orders.showSummary(orderAt: 1)

        #expect(presenter.presentedArguments(of: OrderSummaryView.self) == [Order(id: 9, title: "Kettle")])
    }

    @Test func theDetailsPushTheNotesAndTakeTheStatusTheSwiftUIPickerHandsBack() async throws {
        let test = container.makeChild()
        let order = Order(id: 3, title: "Mug")
        let stub = StubOrdersProvider([order])
        test.mock((any IOrdersProvider).self) { _ in stub }
        let presenter = RecordingPresenterService.install(in: test)
        let navigation = RecordingNavigationService.install(in: test)
        let details: OrderDetailsVM = test.resolve(args: order)
        presenter.stubResult(.shipped, for: StatusChoiceView.self)

        details.showNotes()
        let changed = try await details.chooseStatus()

        #expect(navigation.pushedArguments(of: OrderNotesView.self) == [order])
        #expect(changed)
        #expect(details.order.status == .shipped)
    }

    @Test func aSwipedDownPickerChangesNothing() async throws {
        let test = container.makeChild()
        let order = Order(id: 3, title: "Mug")
        let stub = StubOrdersProvider([order])
        test.mock((any IOrdersProvider).self) { _ in stub }
        _ = RecordingPresenterService.install(in: test)
        let details: OrderDetailsVM = test.resolve(args: order)

        #expect(try await details.chooseStatus() == false)
        #expect(details.order.status == .placed)
    }
}
