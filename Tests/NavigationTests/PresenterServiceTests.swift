import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

@Suite("PresenterService")
@MainActor
struct PresenterServiceTests {
    @Test func presentsOnTheTopScreenWithTheViewModelResolvedFromTypedArguments() async throws {
        let orders = OrdersScreen()
        let harness = Harness(root: TestNavigationStack(root: orders))

        try await harness.presenter.presentAndWait(OrderDetailsScreen.self, args: Order(id: 7))

        let details = try #require(orders.presented as? OrderDetailsScreen)
        #expect(details.viewModel?.order == Order(id: 7))
        #expect(details.viewModelSetWhileOnScreen == false)
        #expect(harness.window.warnings.isEmpty)
    }

    @Test func voidArgumentsNeedNoArgs() async throws {
        let harness = Harness(root: HomeScreen())
        try await harness.presenter.presentAndWait(SettingsScreen.self)
        #expect(harness.window.topScreen is SettingsScreen)
    }

    @Test func completionVariantReportsSuccess() async {
        let home = HomeScreen()
        let harness = Harness(root: home)
        var outcome: Result<Void, NavigationError>?
        harness.presenter.present(OrderDetailsScreen.self, args: Order(id: 1)) { outcome = $0 }
        #expect(throws: Never.self) { try outcome?.get() }
        #expect(outcome != nil)
        #expect(home.presented is OrderDetailsScreen)
    }

    @Test func animatedByDefaultAndOnRequest() {
        let harness = Harness(root: HomeScreen())
        harness.window.finishesTransitionsImmediately = false

        harness.presenter.present(SettingsScreen.self)
        #expect(harness.window.runningTransitions == ["present SettingsScreen on HomeScreen"])
        harness.window.finishAllTransitions()

        harness.presenter.dismiss(animated: false)
        #expect(harness.window.runningTransitions.isEmpty)
        #expect(harness.window.topScreen is HomeScreen)
    }

    @Test func viewModelComesFromAMockedContainer() async throws {
        let container = Container()
        container.mock(OrderDetailsVM.self) { container, order in
            MainActor.assumeIsolated { StubDetailsVM(container: container, args: Order(id: order.id * 100)) }
        }
        let home = HomeScreen()
        let harness = Harness(root: home, container: container)

        try await harness.presenter.presentAndWait(OrderDetailsScreen.self, args: Order(id: 7))

        let details = try #require(home.presented as? OrderDetailsScreen)
        #expect(details.viewModel is StubDetailsVM)
        #expect(details.viewModel?.order == Order(id: 700))
    }

    @Test func dismissClosesTheTopmostPresentedScreen() async throws {
        let home = HomeScreen()
        let harness = Harness(root: home)
        try await harness.presenter.presentAndWait(SettingsScreen.self)
        try await harness.presenter.presentAndWait(OrderDetailsScreen.self, args: Order(id: 2))

        try await harness.presenter.dismissAndWait()

        #expect(harness.window.topScreen is SettingsScreen)
        try await harness.presenter.dismissAndWait()
        #expect(harness.window.topScreen === home)
    }

    @Test func dismissToATypeKeepsItAndClosesEverythingAbove() async throws {
        let harness = Harness(root: HomeScreen())
        try await harness.presenter.presentAndWait(SettingsScreen.self)
        try await harness.presenter.presentAndWait(OrderDetailsScreen.self, args: Order(id: 2))
        try await harness.navigation.pushViewControllerAndWait(OrderDetailsScreen.self, args: Order(id: 3))

        try await harness.presenter.dismissAndWait(to: SettingsScreen.self)

        #expect(harness.window.topScreen is SettingsScreen)
        #expect(harness.window.warnings.isEmpty)
    }

    @Test func dismissCompletionVariants() {
        let harness = Harness(root: HomeScreen())
        var outcomes: [Result<Void, NavigationError>] = []
        harness.presenter.present(SettingsScreen.self)
        harness.presenter.dismiss(to: HomeScreen.self) { outcomes.append($0) }
        harness.presenter.dismiss { outcomes.append($0) }
        #expect(outcomes.count == 2)
        #expect(throws: Never.self) { try outcomes[0].get() }
        #expect(throws: NavigationError.nothingToDismiss) { try outcomes[1].get() }
    }

    @Test func topScreenIsExposed() throws {
        let orders = OrdersScreen()
        let harness = Harness(
            root: TestTabBar(tabs: [HomeScreen(), TestNavigationStack(root: orders)], selectedIndex: 1))
        #expect(try harness.presenter.topScreen() === orders)
    }
}
