import HarborContainer
import HarborNavigation
import HarborTesting
import Testing

/// A push with no navigation stack on screen presents the screen in a new stack; popping that screen dismisses
/// the stack the push made, so "back" undoes the push as the user expects.
@Suite("Pop after a fallback push")
@MainActor
struct FallbackPopTests {
    @Test func popDismissesTheStackThePushPresented() async throws {
        let home = HomeScreen()
        let harness = Harness(root: home)
        try await harness.navigation.pushViewControllerAndWait(OrderDetailsScreen.self, args: Order(id: 7))
        #expect(home.presented is TestNavigationStack)

        try await harness.navigation.popViewControllerAndWait()

        #expect(home.presented == nil)
        #expect(harness.window.topScreen === home)
    }

    @Test func aSecondPushGoesOntoThatStackAndPopsNormally() async throws {
        let home = HomeScreen()
        let harness = Harness(root: home)
        try await harness.navigation.pushViewControllerAndWait(OrderDetailsScreen.self, args: Order(id: 7))
        try await harness.navigation.pushViewControllerAndWait(OrderDetailsScreen.self, args: Order(id: 8))
        let stack = try #require(home.presented as? TestNavigationStack)

        try await harness.navigation.popViewControllerAndWait()
        #expect(stack.screens.count == 1)
        try await harness.navigation.popViewControllerAndWait()
        #expect(home.presented == nil)
    }

    @Test func aStackTheAppPresentedItselfStillHasNothingToPop() async throws {
        let home = HomeScreen()
        let harness = Harness(root: home)
        home.presentScreen(TestNavigationStack(root: OrdersScreen()), animated: false) {}

        await #expect(throws: NavigationError.nothingToPop) { try await harness.navigation.popViewControllerAndWait() }
    }
}
