import HarborContainer
import HarborNavigation
import HarborTesting
import Testing

@testable import FirstApp

struct StubCatalog: ICatalog {
    func products() -> [Product] { [Product(id: 7, name: "Cup")] }
}

// Each test gets a new container, set up as the app's, with a stub catalog.
@Suite(
    .freshContainer { container in
        AppContainer.configure(container)
        container.mock((any ICatalog).self) { _ in StubCatalog() }
    })
@MainActor
struct ProductListTests {
    @Test func tappingAProductPushesItsScreen() async throws {
        let navigation = RecordingNavigationService.install(in: TestContainer.current)
        let list: ProductListVM = TestContainer.current.resolve()

        try await list.open(list.products[0])

        #expect(navigation.pushedArguments(of: ProductScreen.self) == [Product(id: 7, name: "Cup")])
    }
}

// The real navigation service, in an in-memory window: where the screen lands.
@Test(.freshContainer { AppContainer.configure($0) })
@MainActor
func theProductScreenIsPushedOntoTheStack() async throws {
    let list = ProductListScreen()
    let window = TestWindow(root: TestNavigationStack(root: list))
    TestContainer.current.bind((any IWindowProvider).self) { _ in window }
    let viewModel: ProductListVM = TestContainer.current.resolve()
    list.viewModel = viewModel

    try await viewModel.open(viewModel.products[1])

    #expect((window.topScreen as? ProductScreen)?.text == "Teapot (#2)")
}

// The whole app graph in one test: each root resolved with the app's real bindings, every problem listed.
@Test @MainActor func theAppGraphIsSound() async {
    let audit = await ContainerAudit(AppContainer.make()) { roots in
        roots.root(ProductListVM.self)
        roots.root(ProductVM.self, args: Product(id: 1, name: "Cup"))
    }
    #expect(audit.problems.isEmpty, "\(audit)")
}
