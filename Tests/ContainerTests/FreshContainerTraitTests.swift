import HarborContainer
import HarborTesting
import Testing

private final class AppService: ISingleton, Sendable {
    init(container: any IContainer, args: Void) {}
}

private let appContainer: Container = {
    let container = Container()
    container.bind((any IOrdersProvider).self) { $0.resolve() as LiveOrdersProvider }
    return container
}()

@Suite("Fresh container trait")
struct FreshContainerTraitTests {
    @Test(.freshContainer) func aNewRootPerTest() {
        let container = TestContainer.current
        #expect(container.parent == nil)
        #expect(container !== appContainer)
    }

    @Test(.freshContainer(base: appContainer)) func aChildOfTheAppContainer() {
        let container = TestContainer.current
        #expect(container.parent === appContainer)
        #expect((container.resolve() as AppService) === appContainer.resolve() as AppService)
        container.mock((any IOrdersProvider).self) { _ in StubOrdersProvider() }
        #expect((appContainer.resolve() as any IOrdersProvider) is LiveOrdersProvider)
    }

    @Test(.freshContainer(base: appContainer) { $0.mock((any IOrdersProvider).self) { _ in StubOrdersProvider() } })
    func configuredWithMocks() {
        let viewModel: OrdersListVM = TestContainer.current.resolve()
        #expect(viewModel.provider is StubOrdersProvider)
    }

    @Test func noContainerWithoutTheTrait() {
        #expect(TestContainer.currentIfAny == nil)
    }
}

/// On a suite, every test gets its own container, even parameterized cases running in parallel.
@Suite(.freshContainer(base: appContainer))
struct FreshContainerSuiteTests {
    @Test(arguments: 0..<20)
    func eachTestHasItsOwnMocks(value: Int) async {
        let container = TestContainer.current
        #expect(container.parent === appContainer)
        container.mock((any IOrdersProvider).self) { _ in StubOrdersProvider(orders: [Order(id: value, name: "")]) }
        await Task.yield()
        let viewModel: OrdersListVM = TestContainer.current.resolve()
        #expect(viewModel.provider.orders.first?.id == value)
    }

    @Test func tasksSeeTheTestsContainer() async {
        let container = TestContainer.current
        let fromTask = await Task { TestContainer.current }.value
        #expect(fromTask === container)
    }
}
