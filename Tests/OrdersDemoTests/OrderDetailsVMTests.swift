import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import OrdersApp
import Testing

/// The details view model: resolved with its order as typed arguments; the status picker is replaced by
/// HarborTesting's recording presenter, which hands back a stubbed result.
@Suite("OrderDetailsVM")
@MainActor
struct OrderDetailsVMTests {
    let container = Container()
    let presenter: RecordingPresenterService
    let provider: OrdersProvider
    let order: Order

    init() async throws {
        presenter = RecordingPresenterService.install(in: container)
        provider = container.resolve(OrdersProvider.self)
        order = try #require(await provider.loadOrders().first { $0.id == 7 })
    }

    @Test func showsTheOrderItWasResolvedWith() {
        let viewModel = container.resolve(OrderDetailsVM.self, args: order)

        #expect(viewModel.order == order)
        #expect(viewModel.title == "Order #7")
    }

    @Test func presentsThePickerWithTheCurrentStatus() {
        let viewModel = container.resolve(OrderDetailsVM.self, args: order)

        viewModel.changeStatus()

        #expect(presenter.presentedArguments(of: StatusPickerScreen.self) == [order.status])
        #expect(presenter.requests.first?.expectsResult == true)
    }

    @Test func appliesAndSavesThePickedStatus() {
        let viewModel = container.resolve(OrderDetailsVM.self, args: order)
        let changes = ChangeCounter(viewModel)
        presenter.stubResult(OrderStatus.cancelled, for: StatusPickerScreen.self)

        viewModel.changeStatus()

        #expect(viewModel.order.status == .cancelled)
        #expect(provider.orders[6].status == .cancelled)
        #expect(changes.count == 1)
    }

    @Test func aPickerClosedWithoutAChoiceChangesNothing() {
        let viewModel = container.resolve(OrderDetailsVM.self, args: order)

        viewModel.changeStatus()  // No stubbed result: the picker hands back nil.

        #expect(viewModel.order == order)
        #expect(provider.orders[6] == order)
    }

    @Test func aFailedPresentationIsShownToTheUser() {
        let viewModel = container.resolve(OrderDetailsVM.self, args: order)
        presenter.failNextRequest(with: .blockedByAlert)

        viewModel.changeStatus()

        #expect(viewModel.notice == "could not change the status: \(NavigationError.blockedByAlert)")
        #expect(viewModel.order == order)
    }
}
