import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import OrdersApp
import Testing

/// The orders list's view model, tested as an app team would: the real container and provider, and
/// HarborTesting's recording navigation double in place of the real service. No window, no screens.
@Suite("OrdersVM")
@MainActor
struct OrdersVMTests {
    let container = Container()
    let navigation: RecordingNavigationService
    let viewModel: OrdersVM

    init() {
        navigation = RecordingNavigationService.install(in: container)
        viewModel = container.resolve(OrdersVM.self)
    }

    @Test func loadsTheHundredOrdersAndNotifies() async {
        let changes = ChangeCounter(viewModel)

        await viewModel.loadOrders()

        #expect(viewModel.orders.map(\.id) == Array(1...100))
        #expect(viewModel.visibleOrders.map(\.id) == [1, 2, 3, 4, 5])
        #expect(viewModel.isLoading == false)
        #expect(changes.count >= 2)  // "loading", then "loaded".
    }

    @Test func choosingAnOrderPushesItsDetailsWithTheOrderAsArguments() async throws {
        await viewModel.loadOrders()

        await viewModel.showOrderDetails(orderNumber: 7)

        let pushed = navigation.pushedArguments(of: OrderDetailsScreen.self)
        #expect(pushed.map(\.id) == [7])
        #expect(try #require(pushed.first) == viewModel.orders[6])
        #expect(viewModel.notice == nil)
    }

    @Test func anUnknownOrderNumberPushesNothingAndSaysWhy() async {
        await viewModel.loadOrders()

        await viewModel.showOrderDetails(orderNumber: 123)

        #expect(navigation.requests.isEmpty)
        #expect(viewModel.notice == "there is no order #123")
    }

    @Test func aFailedPushIsShownToTheUser() async {
        await viewModel.loadOrders()
        navigation.failNextRequest(with: .noNavigationStack)

        await viewModel.showOrderDetails(orderNumber: 7)

        #expect(viewModel.notice == "could not open order #7: \(NavigationError.noNavigationStack)")
    }

    @Test func pagesStayWithinTheList() async {
        await viewModel.loadOrders()

        viewModel.showPreviousPage()
        #expect(viewModel.page == 0)
        #expect(viewModel.notice == "this is the first page")

        for _ in 0..<30 { viewModel.showNextPage() }
        #expect(viewModel.page == 19)
        #expect(viewModel.visibleOrders.map(\.id) == [96, 97, 98, 99, 100])
        #expect(viewModel.notice == "this is the last page")
    }

    @Test func aStatusChangedElsewhereShowsUpInTheList() async throws {
        await viewModel.loadOrders()
        let provider = container.resolve(OrdersProvider.self)
        var order = try #require(provider.orders.first)
        order.status = .cancelled

        provider.update(order)

        #expect(viewModel.orders.first?.status == .cancelled)
    }

    @Test func isFreedWithItsContainer() async {
        weak var weakViewModel: OrdersVM?
        weak var weakContainer: Container?
        do {
            let container = Container()
            let viewModel = container.resolve(OrdersVM.self)
            await viewModel.loadOrders()
            weakViewModel = viewModel
            weakContainer = container
        }
        #expect(weakViewModel == nil)
        #expect(weakContainer == nil)
    }
}
