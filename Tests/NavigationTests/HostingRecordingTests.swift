import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

/// A view model that shows SwiftUI screens, as an app writes it.
@MainActor
final class OrdersHostVM: @MainActor IPerRequest {
    let presenter: PresenterService
    let navigation: NavigationService

    required init(container: any IContainer, args: Void) {
        presenter = container.resolve()
        navigation = container.resolve()
    }

    func showOrder(_ order: Order) { presenter.present(OrderDetailsView.self, args: order) }
    func openOrder(_ order: Order) { navigation.pushViewController(OrderDetailsView.self, args: order) }
    func chooseQuantity() async throws(NavigationError) -> Int? {
        try await presenter.presentForResult(QuantityPickerView.self, args: 1)
    }
    func chooseName() async throws(NavigationError) -> String? {
        try await navigation.pushViewControllerForResult(NamePickerView.self)
    }
}

@Suite("Hosted screens: recording doubles")
@MainActor
struct HostingRecordingTests {
    @Test func theDoublesRecordHostedViewsWithTypedArguments() {
        let container = Container()
        let presenter = RecordingPresenterService.install(in: container)
        let navigation = RecordingNavigationService.install(in: container)
        let orders: OrdersHostVM = container.resolve()

        orders.showOrder(Order(id: 7))
        orders.openOrder(Order(id: 8))

        #expect(presenter.presentedArguments(of: OrderDetailsView.self) == [Order(id: 7)])
        #expect(navigation.pushedArguments(of: OrderDetailsView.self) == [Order(id: 8)])
        #expect(presenter.presentedArguments(of: OrderDetailsScreen.self).isEmpty)
        #expect(presenter.requests.map(\.description) == ["present OrderDetailsView(args: Order #7)"])
    }

    @Test func stubbedResultsComeBackTyped() async throws {
        let container = Container()
        let presenter = RecordingPresenterService.install(in: container)
        let navigation = RecordingNavigationService.install(in: container)
        let orders: OrdersHostVM = container.resolve()
        presenter.stubResult(4, for: QuantityPickerView.self)
        navigation.stubResult("Ada", for: NamePickerView.self)

        #expect(try await orders.chooseQuantity() == 4)
        #expect(try await orders.chooseName() == "Ada")
        #expect(presenter.requests.map(\.expectsResult) == [true])
    }

    @Test func showTraitPresentsHostedViews() async throws {
        let container = Container()
        let presenter = RecordingPresenterService.install(in: container)
        let checkout: CheckoutVM = container.resolve()

        try await checkout.show(OrderDetailsView.self, args: Order(id: 1))
        try await checkout.show(SettingsView.self)

        #expect(presenter.presentedArguments(of: OrderDetailsView.self) == [Order(id: 1)])
        #expect(
            presenter.requests.map(\.description) == [
                "present OrderDetailsView(args: Order #1)", "present SettingsView",
            ])
    }
}
