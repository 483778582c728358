import Foundation
import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

/// What a request asks the container for besides the new screen's view model: the window provider and the
/// options, once each. Nothing per request looks for a test double (a double takes over once, when it is
/// installed), and a SwiftUI screen is hosted by the window, not by a service looked up in the container.
@Suite("Container resolves per request")
@MainActor
struct InfrastructureResolveTests {
    /// Every infrastructure type the navigation layer might resolve, bound or mocked with factories that count
    /// each resolve.
    private final class Counts: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]

        func add(_ name: String) {
            lock.withLock { counts[name, default: 0] += 1 }
        }

        func take() -> [String: Int] {
            lock.withLock {
                defer { counts = [:] }
                return counts
            }
        }
    }

    @MainActor
    private struct Setup {
        let counts = Counts()
        let container = Container()
        let window: TestWindow
        let presenter: PresenterService
        let navigation: NavigationService

        init(root: TestScreen) {
            let (counts, container) = (counts, container)
            let window = TestWindow(root: root)
            container.bind((any IWindowProvider).self) { _ in
                counts.add("window provider")
                return window
            }
            container.bind(NavigationOptions.self) { _ in
                counts.add("options")
                return NavigationOptions()
            }
            let presenter = PresenterService(container: container, args: ())
            let navigation = NavigationService(container: container, args: ())
            container.mock(PresenterService.self, lifetime: .perRequest) { _ in
                counts.add("presenter")
                return presenter
            }
            container.mock(NavigationService.self, lifetime: .perRequest) { _ in
                counts.add("navigation")
                return navigation
            }
            (self.window, self.presenter, self.navigation) = (window, presenter, navigation)
            _ = counts.take()  // what making the services cost
        }
    }

    @Test func eachRequestResolvesTheWindowProviderAndTheOptionsOnce() async throws {
        let setup = Setup(root: TestNavigationStack(root: OrdersScreen()))
        let expected = ["window provider": 1, "options": 1]

        try await setup.presenter.presentAndWait(OrderDetailsScreen.self, args: Order(id: 7))
        #expect(setup.counts.take() == expected, "present")
        try await setup.presenter.dismissAndWait()
        #expect(setup.counts.take() == expected, "dismiss")
        try await setup.navigation.pushViewControllerAndWait(OrderDetailsScreen.self, args: Order(id: 8))
        #expect(setup.counts.take() == expected, "push")
        try await setup.navigation.popViewControllerAndWait()
        #expect(setup.counts.take() == expected, "pop")
    }

    @Test func aSwiftUIScreenCostsNoMore() async throws {
        let setup = Setup(root: TestNavigationStack(root: OrdersScreen()))
        let expected = ["window provider": 1, "options": 1]

        try await setup.presenter.presentAndWait(OrderDetailsView.self, args: Order(id: 7))
        #expect(setup.counts.take() == expected, "present")
        try await setup.presenter.dismissAndWait()
        _ = setup.counts.take()
        try await setup.navigation.pushViewControllerAndWait(SettingsView.self)
        #expect(setup.counts.take() == expected, "push")
    }

    @Test func aFireAndForgetRequestAndAPushThatFallsBackCostNoMore() async throws {
        let setup = Setup(root: OrdersScreen())

        setup.navigation.pushViewController(OrderDetailsScreen.self, args: Order(id: 7))  // presented in a new stack
        #expect(setup.counts.take() == ["window provider": 1, "options": 1])
        #expect(setup.window.topScreen is OrderDetailsScreen)
    }
}
