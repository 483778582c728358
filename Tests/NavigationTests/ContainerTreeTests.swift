import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

/// Which container the real services resolve from, in a tree: they are singletons, built against the root.
@Suite("Services in a container tree")
@MainActor
struct ContainerTreeTests {
    @Test("the real services resolve view models and the window from the root, not from a child's mocks")
    func servicesUseTheRoot() async throws {
        let harness = Harness(root: HomeScreen())
        let child = harness.container.makeChild()
        child.mockOnMainActor(OrderDetailsVM.self) { _, order in StubDetailsVM(container: child, args: order) }

        let presenter: PresenterService = child.resolve()
        #expect(presenter === harness.presenter)
        try await presenter.presentAndWait(OrderDetailsScreen.self, args: Order(id: 3), animated: false)

        let shown = try #require(harness.window.topScreen as? OrderDetailsScreen)
        #expect(shown.viewModel?.order == Order(id: 3))
        #expect(!(shown.viewModel is StubDetailsVM))
    }

    @Test("mocking in the root (a test's own container) reaches the screens the services show")
    func mocksInTheRootReachScreens() async throws {
        let container = Container()
        container.mockOnMainActor(OrderDetailsVM.self) { container, order in
            StubDetailsVM(container: container, args: order)
        }
        let harness = Harness(root: HomeScreen(), container: container)

        try await harness.presenter.presentAndWait(OrderDetailsScreen.self, args: Order(id: 4), animated: false)

        let shown = try #require(harness.window.topScreen as? OrderDetailsScreen)
        #expect(shown.viewModel is StubDetailsVM)
    }
}
