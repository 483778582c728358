import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

/// The marker of seed 002: a type that adopts it gets the stub behaviour of every trait below.
@MainActor
protocol Mock: AnyObject {
    var log: [String] { get set }
}

extension ICloseTrait where Self: Mock {
    func close() async throws(NavigationError) {
        log.append("close")
    }
}

extension IGoBackTrait where Self: Mock {
    func goBack() async throws(NavigationError) {
        log.append("goBack")
    }
}

/// A view model that gains close, go back and show by conformance only.
@MainActor
final class CheckoutVM: @MainActor IPerRequest, ICloseTrait, IGoBackTrait, IShowScreenTrait {
    let presenter: PresenterService
    let navigation: NavigationService

    required init(container: any IContainer, args: Void) {
        presenter = container.resolve()
        navigation = container.resolve()
    }
}

/// The same abilities, with the Mock marker: close and goBack are the stubs above.
@MainActor
final class MockCheckoutRouter: ICloseTrait, IGoBackTrait, Mock {
    let presenter: PresenterService
    let navigation: NavigationService
    var log: [String] = []

    init(container: any IContainer) {
        presenter = container.resolve()
        navigation = container.resolve()
    }
}

@Suite("Traits")
@MainActor
struct TraitsTests {
    @Test func aViewModelGainsNavigationByConformance() async throws {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: stack)
        let checkout: CheckoutVM = harness.container.resolve()

        try await checkout.show(OrderDetailsScreen.self, args: Order(id: 3))
        #expect(harness.window.topScreen is OrderDetailsScreen)
        try await checkout.close()
        #expect(harness.window.topScreen is OrdersScreen)

        try await harness.navigation.pushViewControllerAndWait(SettingsScreen.self)
        try await checkout.goBack()
        #expect(stack.screens.count == 1)
        try await checkout.show(SettingsScreen.self)
        #expect(harness.window.topScreen is SettingsScreen)
    }

    @Test func theDefaultsReportFailures() async {
        let harness = Harness(root: TestNavigationStack(root: OrdersScreen()))
        let checkout: CheckoutVM = harness.container.resolve()
        await #expect(throws: NavigationError.nothingToDismiss) { try await checkout.close() }
        await #expect(throws: NavigationError.nothingToPop) { try await checkout.goBack() }
    }

    @Test func theMockMarkerSwapsTheBehaviour() async throws {
        let harness = Harness(root: TestNavigationStack(root: OrdersScreen()))
        let router = MockCheckoutRouter(container: harness.container)

        try await router.close()
        try await router.goBack()

        #expect(router.log == ["close", "goBack"])
        #expect(harness.window.history.isEmpty)
    }
}
