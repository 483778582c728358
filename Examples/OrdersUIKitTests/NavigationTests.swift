import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import OrdersUIKit
import Testing

/// Navigation tests: the real services in HarborTesting's in-memory window, with the app's view models. They run
/// in an iOS test target as on Linux: the services create test screens and view controllers alike.
@Suite("Orders navigation")
@MainActor
struct NavigationTests {
    @Test func detailsGetTheirOrderAndThePickerHandsItsStatusBack() async throws {
        let container = OrdersApp.makeContainer()  // a root of its own: the services resolve view models from it
        let window = TestWindow(root: TestNavigationStack(root: OrdersScreen()))
        container.bind((any IWindowProvider).self) { _ in window }
        let navigation: NavigationService = container.resolve()
        let order = Order(id: 7, title: "Espresso machine", status: .shipped)

        try await navigation.pushViewControllerAndWait(OrderDetailsScreen.self, args: order)
        let details = try #require(window.topScreen as? OrderDetailsScreen)
        #expect(details.viewModel?.order == order)

        async let picked = navigation.pushViewControllerForResult(StatusPickerScreen.self, args: order.status)
        await waitUntil { window.topScreen is StatusPickerScreen }
        let picker = try #require(window.topScreen as? StatusPickerScreen)
        #expect(picker.viewModel?.current == .shipped)
        picker.viewModel?.pick(.delivered)

        #expect(try await picked == .delivered)
        #expect(window.topScreen is OrderDetailsScreen)
        #expect(window.warnings.isEmpty)
    }
}

/// Suspends until `condition` holds, letting other main-actor work run in between.
@MainActor
func waitUntil(_ condition: () -> Bool) async {
    while !condition() {
        await Task.yield()
    }
}
