import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

/// Written exactly as an app team writes a view-model test: no window, no screens, only the doubles.
@Suite("Recording doubles")
@MainActor
struct RecordingDoublesTests {
    @Test func assertsWhatAViewModelPresented() {
        let container = Container()
        let presenter = RecordingPresenterService.install(in: container)
        let orders: OrdersVM = container.resolve()

        orders.showOrderDetails(forOrderIndex: 0)

        #expect(presenter.presentedArguments(of: OrderDetailsScreen.self) == [Order(id: 7)])
        #expect(presenter.requests.map(\.description) == ["present OrderDetailsScreen(args: Order #7)"])
    }

    @Test func aDoubleInstalledAfterTheViewModelWasResolvedStillRecords() {
        let harness = Harness(root: TestNavigationStack(root: OrdersScreen()))
        let orders: OrdersVM = harness.container.resolve()
        let presenter = RecordingPresenterService.install(in: harness.container)
        let navigation = RecordingNavigationService.install(in: harness.container)

        orders.showOrderDetails(forOrderIndex: 0)
        orders.openOrder(forOrderIndex: 1)

        #expect(presenter.presentedArguments(of: OrderDetailsScreen.self) == [Order(id: 7)])
        #expect(navigation.pushedArguments(of: OrderDetailsScreen.self) == [Order(id: 8)])
        #expect(harness.window.history.isEmpty)
    }

    @Test func aServiceMadeAnewOnEveryResolveIsNotHandedTheRequest() async throws {
        let harness = Harness(root: TestNavigationStack(root: OrdersScreen()))
        let orders: OrdersVM = harness.container.resolve()
        harness.container.mockOnMainActor(NavigationService.self, lifetime: .perRequest) { container in
            NavigationService(container: container, args: ())
        }

        orders.openOrder(forOrderIndex: 1)  // the service it holds navigates itself

        try await waitUntil { harness.window.topScreen is OrderDetailsScreen }
    }

    @Test func assertsWhatAViewModelPushed() {
        let container = Container()
        let navigation = RecordingNavigationService.install(in: container)
        let orders: OrdersVM = container.resolve()

        orders.openOrder(forOrderIndex: 1)

        #expect(navigation.pushedArguments(of: OrderDetailsScreen.self) == [Order(id: 8)])
        #expect(navigation.requests.map(\.action) == [.push])
    }

    @Test func stubsTheValueAScreenHandsBack() async throws {
        let container = Container()
        let presenter = RecordingPresenterService.install(in: container)
        presenter.stubResult(12, for: QuantityPickerScreen.self)
        let orders: OrdersVM = container.resolve()

        #expect(try await orders.chooseQuantity() == 12)
        #expect(presenter.requests.first?.expectsResult == true)
    }

    @Test func simulatesAFailure() async throws {
        let container = Container()
        let presenter = RecordingPresenterService.install(in: container)
        presenter.failNextRequest(with: .blockedByAlert)
        let orders: OrdersVM = container.resolve()

        await #expect(throws: NavigationError.blockedByAlert) { try await orders.chooseQuantity() }
        #expect(try await orders.chooseQuantity() == nil)
    }

    @Test func recordsDismissAndPops() {
        let container = Container()
        let presenter = RecordingPresenterService.install(in: container)
        let navigation = RecordingNavigationService.install(in: container)

        presenter.dismiss()
        presenter.dismiss(to: OrdersScreen.self, animated: false)
        navigation.popViewController()
        navigation.popToRoot()
        navigation.popTo(OrdersScreen.self)

        #expect(presenter.dismissCount == 2)
        #expect(presenter.requests.map(\.description) == ["dismiss", "dismiss(to:) OrdersScreen (not animated)"])
        #expect(navigation.requests.map(\.action) == [.pop, .popToRoot, .popTo])
    }

    @Test func doublesAndContainerAreFreed() {
        weak var container: Container?
        weak var presenter: RecordingPresenterService?
        do {
            let strongContainer = Container()
            presenter = RecordingPresenterService.install(in: strongContainer)
            let orders: OrdersVM = strongContainer.resolve()
            orders.showOrderDetails(forOrderIndex: 0)
            container = strongContainer
        }
        #expect(container == nil)
        #expect(presenter == nil)
    }
}
