import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

@Suite("Hosted screens: results")
@MainActor
struct HostingResultTests {
    @Test func presentReturnsTheValueTheViewHandsBackThroughItsViewModel() async throws {
        let home = HomeScreen()
        let harness = Harness(root: home)
        let picking = Task { try await harness.presenter.presentForResult(QuantityPickerView.self, args: 3) }
        try await waitUntil { home.presented != nil }
        let picker = try #require(hosted(QuantityPickerView.self, in: home.presented))
        #expect(picker.viewModel.initial == 3)

        picker.viewModel.pick(5)

        #expect(try await picking.value == 5)
        #expect(home.presented == nil)
    }

    @Test func presentReturnsNilWhenTheUserSwipesTheViewDown() async throws {
        let home = HomeScreen()
        let harness = Harness(root: home)
        let picking = Task { try await harness.presenter.presentForResult(NamePickerView.self) }
        try await waitUntil { home.presented != nil }

        home.presented?.simulateInteractiveDismissal()

        #expect(try await picking.value == nil)
    }

    @Test func pushReturnsTheValueAndPopsTheView() async throws {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: stack)
        var outcomes: [Result<Int?, NavigationError>] = []

        harness.navigation.pushViewControllerForResult(QuantityPickerView.self, args: 1) { outcomes.append($0) }
        hosted(QuantityPickerView.self, in: stack.screens.last)?.viewModel.pick(9)

        #expect(try outcomes.map { try $0.get() } == [9])
        #expect(stack.screens.count == 1)
    }

    @Test func pushReturnsNilOnTheBackGesture() async throws {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: stack)
        let picking = Task { try await harness.navigation.pushViewControllerForResult(NamePickerView.self) }
        try await waitUntil { stack.screens.count == 2 }

        stack.simulateBackGesture()

        #expect(try await picking.value == nil)
    }

    @Test func presentCompletionGetsNilWhenDismissedByTheService() throws {
        let home = HomeScreen()
        let harness = Harness(root: home)
        var outcomes: [Result<String?, NavigationError>] = []

        harness.presenter.presentForResult(NamePickerView.self) { outcomes.append($0) }
        #expect(outcomes.isEmpty)
        harness.presenter.dismiss()

        #expect(try outcomes.map { try $0.get() } == [nil])
    }
}
