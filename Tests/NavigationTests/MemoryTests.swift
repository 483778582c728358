import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

@Suite("Memory")
@MainActor
struct MemoryTests {
    @Test func aDismissedScreenAndItsViewModelAreFreed() throws {
        let home = HomeScreen()
        let harness = Harness(root: home)
        weak var screen: OrderDetailsScreen?
        weak var viewModel: OrderDetailsVM?
        harness.presenter.present(OrderDetailsScreen.self, args: Order(id: 1))
        screen = home.presented as? OrderDetailsScreen
        viewModel = screen?.viewModel
        #expect(screen != nil && viewModel != nil)

        harness.presenter.dismiss()

        #expect(screen == nil)
        // HarborMVVM's default storage releases a dead screen's view model at its next write.
        ViewModelStorage.purge()
        #expect(viewModel == nil)
    }

    @Test func aPoppedScreenAndItsViewModelAreFreed() {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: stack)
        weak var screen: OrderDetailsScreen?
        weak var viewModel: OrderDetailsVM?
        harness.navigation.pushViewController(OrderDetailsScreen.self, args: Order(id: 1))
        screen = stack.screens.last as? OrderDetailsScreen
        viewModel = screen?.viewModel
        #expect(screen != nil && viewModel != nil)

        harness.navigation.popViewController()

        #expect(screen == nil)
        // HarborMVVM's default storage releases a dead screen's view model at its next write.
        ViewModelStorage.purge()
        #expect(viewModel == nil)
    }

    @Test func aScreenThatHandedBackAResultIsFreed() {
        let home = HomeScreen()
        let harness = Harness(root: home)
        weak var screen: QuantityPickerScreen?
        weak var viewModel: QuantityPickerVM?
        var value: Int?
        harness.presenter.presentForResult(QuantityPickerScreen.self, args: 1) { value = try? $0.get() }
        screen = home.presented as? QuantityPickerScreen
        viewModel = screen?.viewModel

        viewModel?.pick(3)

        #expect(value == 3)
        #expect(screen == nil)
        // HarborMVVM's default storage releases a dead screen's view model at its next write.
        ViewModelStorage.purge()
        #expect(viewModel == nil)
    }

    @Test func servicesContainerWindowAndScreensFormNoCycle() {
        weak var container: Container?
        weak var presenter: PresenterService?
        weak var navigation: NavigationService?
        weak var window: TestWindow?
        weak var screen: TestScreen?
        weak var viewModel: OrdersVM?
        do {
            let stack = TestNavigationStack(root: OrdersScreen())
            let harness = Harness(root: stack)
            harness.navigation.pushViewController(OrdersListScreen.self)
            container = harness.container
            presenter = harness.presenter
            navigation = harness.navigation
            window = harness.window
            screen = stack.screens.last
            viewModel = (stack.screens.last as? OrdersListScreen)?.viewModel
            #expect(viewModel?.presenter === presenter)
        }
        // HarborMVVM's default storage releases a dead screen's view model (which holds the services) at its next
        // write; purge it so that every object here can be checked.
        ViewModelStorage.purge()
        #expect(container == nil)
        #expect(presenter == nil)
        #expect(navigation == nil)
        #expect(window == nil)
        #expect(screen == nil)
        // HarborMVVM's default storage releases a dead screen's view model at its next write.
        ViewModelStorage.purge()
        #expect(viewModel == nil)
    }
}
