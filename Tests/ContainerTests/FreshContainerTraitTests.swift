import HarborContainer
import HarborTesting
import Testing

private final class AppService: ISingleton, Sendable {
    init(container: any IContainer, args: Void) {}
}

/// Builds the app's container, as an app's `AppContainer.make()` does: a new one for each test.
private func makeAppContainer() -> Container {
    let container = Container()
    container.bind((any IOrdersProvider).self) { $0.resolve() as LiveOrdersProvider }
    return container
}

/// A singleton with state: a test that fills it must not see another test's items.
private final class Cart: ISingleton, @unchecked Sendable {
    var count = 0
    init(container: any IContainer, args: Void) {}
}

@Suite("Fresh container trait")
struct FreshContainerTraitTests {
    @Test(.freshContainer) func aNewRootPerTest() {
        let container = TestContainer.current
        #expect(container.parent == nil)
    }

    @Test(.freshContainer(base: makeAppContainer())) func aChildOfTheAppContainer() throws {
        let container = TestContainer.current
        let app = try #require(container.parent)
        #expect((container.resolve() as AppService) === app.resolve() as AppService)
        container.mock((any IOrdersProvider).self) { _ in StubOrdersProvider() }
        #expect((app.resolve() as any IOrdersProvider) is LiveOrdersProvider)
    }

    @Test(.freshContainer(base: makeAppContainer()), arguments: [3, 3, 4])
    func eachTestHasItsOwnSingletons(items: Int) {
        let cart: Cart = TestContainer.current.resolve()
        #expect(cart.count == 0)
        cart.count += items
    }

    @Test func aBaseSharedByTwoTestsIsRefused() async throws {
        let shared = makeAppContainer()
        let trait = FreshContainerTrait(base: { shared }, configure: nil)
        let test = try #require(Test.current)
        try await trait.provideScope(for: test, testCase: nil) {}
        await #expect {
            try await trait.provideScope(for: test, testCase: nil) { Issue.record("the second test ran") }
        } throws: { error in
            "\(error)".contains("gave this test a container another test was given too")
                && "\(error)".contains(".freshContainer(base: AppContainer.make())")
        }
        withExtendedLifetime(shared) {}
    }

    @Test(
        .freshContainer(base: makeAppContainer()) { $0.mock((any IOrdersProvider).self) { _ in StubOrdersProvider() } })
    func configuredWithMocks() {
        let viewModel: OrdersListVM = TestContainer.current.resolve()
        #expect(viewModel.provider is StubOrdersProvider)
    }

    @Test func noContainerWithoutTheTrait() {
        #expect(TestContainer.currentIfAny == nil)
    }
}

/// On a suite, every test gets its own container, even parameterized cases running in parallel.
@Suite(.freshContainer(base: makeAppContainer()))
struct FreshContainerSuiteTests {
    @Test(arguments: 0..<20)
    func eachTestHasItsOwnMocks(value: Int) async {
        let container = TestContainer.current
        #expect(container.parent != nil)
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
