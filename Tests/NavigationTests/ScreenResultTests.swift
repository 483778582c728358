import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

@Suite("Screen results")
@MainActor
struct ScreenResultTests {
    @Test func presentReturnsTheValueTheScreenHandsBack() async throws {
        let home = HomeScreen()
        let harness = Harness(root: home)
        let picking = Task { try await harness.presenter.presentForResult(QuantityPickerScreen.self, args: 3) }
        try await waitUntil { home.presented is QuantityPickerScreen }
        let picker = try #require(home.presented as? QuantityPickerScreen)
        #expect(picker.viewModel?.initial == 3)

        picker.viewModel?.pick(5)

        #expect(try await picking.value == 5)
        #expect(home.presented == nil)
    }

    @Test func presentReturnsNilWhenTheUserSwipesTheScreenDown() async throws {
        let home = HomeScreen()
        let harness = Harness(root: home)
        let picking = Task { try await harness.presenter.presentForResult(QuantityPickerScreen.self, args: 3) }
        try await waitUntil { home.presented != nil }

        home.presented?.simulateInteractiveDismissal()

        #expect(try await picking.value == nil)
    }

    @Test func presentReturnsNilWhenDismissedWithoutAValue() async throws {
        let home = HomeScreen()
        let harness = Harness(root: home)
        let picking = Task { try await harness.presenter.presentForResult(NamePickerScreen.self) }
        try await waitUntil { home.presented != nil }

        try await harness.presenter.dismissAndWait()

        #expect(try await picking.value == nil)
    }

    @Test func pushReturnsTheValueAndPopsTheScreen() async throws {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: stack)
        let picking = Task {
            try await harness.navigation.pushViewControllerForResult(QuantityPickerScreen.self, args: 1)
        }
        try await waitUntil { stack.screens.count == 2 }

        (stack.screens.last as? QuantityPickerScreen)?.viewModel?.pick(9)

        #expect(try await picking.value == 9)
        #expect(stack.screens.count == 1)
    }

    @Test func pushReturnsNilOnTheBackGesture() async throws {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: stack)
        let picking = Task { try await harness.navigation.pushViewControllerForResult(NamePickerScreen.self) }
        try await waitUntil { stack.screens.count == 2 }

        stack.simulateBackGesture()

        #expect(try await picking.value == nil)
    }

    @Test func completionVariantsDeliverTheValueOnceTheScreenIsGone() throws {
        let home = HomeScreen()
        let harness = Harness(root: TestNavigationStack(root: home))
        var presented: [Result<Int?, NavigationError>] = []
        var pushed: [Result<String?, NavigationError>] = []

        harness.presenter.presentForResult(QuantityPickerScreen.self, args: 2) { presented.append($0) }
        #expect(presented.isEmpty)
        (home.presented as? QuantityPickerScreen)?.viewModel?.pick(4)
        #expect(try presented.map { try $0.get() } == [4])

        harness.navigation.pushViewControllerForResult(NamePickerScreen.self) { pushed.append($0) }
        harness.navigation.popViewController()
        #expect(try pushed.map { try $0.get() } == [nil])
    }

    @Test func aPushedScreenInsideADismissedStackReturnsNil() throws {
        let home = HomeScreen()
        let harness = Harness(root: home)
        var outcomes: [Result<Int?, NavigationError>] = []
        // No stack on screen: the picker is presented inside a new one (the default fallback).
        harness.navigation.pushViewControllerForResult(QuantityPickerScreen.self, args: 1) { outcomes.append($0) }
        harness.navigation.pushViewController(SettingsScreen.self)
        #expect((home.presented as? TestNavigationStack)?.screens.count == 2)

        harness.presenter.dismiss()

        #expect(try outcomes.map { try $0.get() } == [nil])
    }

    @Test func finishingTheRootOfAFallbackStackDismissesTheStack() throws {
        let home = HomeScreen()
        let harness = Harness(root: home)
        var outcomes: [Result<Int?, NavigationError>] = []
        harness.navigation.pushViewControllerForResult(QuantityPickerScreen.self, args: 1) { outcomes.append($0) }
        let stack = try #require(home.presented as? TestNavigationStack)

        (stack.screens.first as? QuantityPickerScreen)?.viewModel?.pick(6)

        #expect(home.presented == nil)
        #expect(try outcomes.map { try $0.get() } == [6])
    }

    @Test func aFailureToShowIsReportedNotANilValue() async {
        let harness = Harness(root: nil)
        await #expect(throws: NavigationError.noTopScreen) {
            try await harness.presenter.presentForResult(QuantityPickerScreen.self, args: 1)
        }
    }
}
