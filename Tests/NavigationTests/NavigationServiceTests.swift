import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

@Suite("NavigationService")
@MainActor
struct NavigationServiceTests {
    @Test func pushesOntoTheStackOnTopWithTypedArguments() async throws {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: stack)

        try await harness.navigation.pushViewControllerAndWait(OrderDetailsScreen.self, args: Order(id: 7))

        let details = try #require(stack.screens.last as? OrderDetailsScreen)
        #expect(details.viewModel?.order == Order(id: 7))
        #expect(details.viewModelSetWhileOnScreen == false)
        #expect(harness.window.history == ["push OrderDetailsScreen on TestNavigationStack"])
    }

    @Test func pushesOntoTheStackOfAPresentedScreenNotTheOneBelow() async throws {
        let below = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: below)
        let presentedStack = TestNavigationStack(root: HomeScreen())
        below.screens[0].presentScreen(presentedStack, animated: false) {}

        try await harness.navigation.pushViewControllerAndWait(SettingsScreen.self)

        #expect(presentedStack.screens.count == 2)
        #expect(below.screens.count == 1)
    }

    @Test func pushWithoutAStackPresentsTheScreenInANewStackByDefault() async throws {
        let home = HomeScreen()
        let harness = Harness(root: home)

        try await harness.navigation.pushViewControllerAndWait(OrderDetailsScreen.self, args: Order(id: 1))

        let stack = try #require(home.presented as? TestNavigationStack)
        #expect(stack.screens.count == 1)
        #expect(stack.screens.first is OrderDetailsScreen)
        // A second push now lands in that new stack.
        try await harness.navigation.pushViewControllerAndWait(SettingsScreen.self)
        #expect(stack.screens.count == 2)
    }

    @Test func pushWithoutAStackFailsWhenConfiguredTo() async {
        let home = HomeScreen()
        let harness = Harness(root: home, options: NavigationOptions(pushFallback: .fail))

        await #expect(throws: NavigationError.noNavigationStack) {
            try await harness.navigation.pushViewControllerAndWait(SettingsScreen.self)
        }
        #expect(home.presented == nil)
    }

    @Test func popPopsTheTopScreen() async throws {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: stack)
        try await harness.navigation.pushViewControllerAndWait(SettingsScreen.self)

        try await harness.navigation.popViewControllerAndWait()

        #expect(stack.screens.count == 1)
    }

    @Test func popToRootAndPopToAType() async throws {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: stack)
        try await harness.navigation.pushViewControllerAndWait(OrderDetailsScreen.self, args: Order(id: 1))
        try await harness.navigation.pushViewControllerAndWait(SettingsScreen.self)
        try await harness.navigation.pushViewControllerAndWait(OrderDetailsScreen.self, args: Order(id: 2))
        try await harness.navigation.pushViewControllerAndWait(SettingsScreen.self)

        try await harness.navigation.popToAndWait(OrderDetailsScreen.self)
        #expect((stack.screens.last as? OrderDetailsScreen)?.viewModel?.order == Order(id: 2))

        try await harness.navigation.popToRootAndWait()
        #expect(stack.screens.count == 1)
    }

    @Test func completionVariantsReportHowTheyEnded() {
        let harness = Harness(root: TestNavigationStack(root: OrdersScreen()))
        var outcomes: [Result<Void, NavigationError>] = []
        harness.navigation.pushViewController(SettingsScreen.self) { outcomes.append($0) }
        harness.navigation.pushViewController(OrderDetailsScreen.self, args: Order(id: 3)) { outcomes.append($0) }
        harness.navigation.popTo(SettingsScreen.self) { outcomes.append($0) }
        harness.navigation.popViewController { outcomes.append($0) }
        harness.navigation.popToRoot { outcomes.append($0) }

        #expect(outcomes.count == 5)
        for outcome in outcomes.prefix(4) {
            #expect(throws: Never.self) { try outcome.get() }
        }
        #expect(throws: NavigationError.nothingToPop) { try outcomes[4].get() }
    }

    @Test func popAnimatesByDefault() {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: stack)
        harness.navigation.pushViewController(SettingsScreen.self, animated: false)
        harness.window.finishesTransitionsImmediately = false

        harness.navigation.popViewController()

        #expect(harness.window.runningTransitions == ["pop to OrdersScreen in TestNavigationStack"])
        harness.window.finishAllTransitions()
    }
}
