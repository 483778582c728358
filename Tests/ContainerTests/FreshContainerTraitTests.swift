import HarborContainer
import HarborTesting
import Testing

/// A singleton with state: a test that fills it must not see another test's items.
private final class Cart: ISingleton, @unchecked Sendable {
    var count = 0
    init(container: any IContainer, args: Void) {}
}

/// Holds a cart weakly, to see when it goes; written and read by one test, one step after another.
private final class WeakCart: @unchecked Sendable {
    weak var cart: Cart?
}

/// A bound singleton that is not `IResolvable`.
private protocol IClock: AnyObject, Sendable {
    var now: Int { get }
}

private final class FixedClock: IClock {
    let now: Int
    init(_ now: Int) { self.now = now }
}

/// The app's composition root, built once, as apps keep it.
private enum AppContainer {
    static let shared: Container = {
        let container = Container()
        container.bind((any IOrdersProvider).self) { $0.resolve() as LiveOrdersProvider }
        container.bind((any IClock).self, lifetime: .singleton) { _ in FixedClock(0) }
        return container
    }()
}

@Suite("Fresh container trait")
struct FreshContainerTraitTests {
    @Test(.freshContainer) func aNewRootPerTest() {
        let container = TestContainer.current
        #expect(container.parent == nil)
        #expect(container !== AppContainer.shared)
    }

    @Test(.freshContainer(base: AppContainer.shared)) func theAppsBindingsWithSingletonsOfItsOwn() {
        let container = TestContainer.current
        #expect((container.resolve() as any IOrdersProvider) is LiveOrdersProvider)
        #expect((container.resolve() as Cart) !== AppContainer.shared.resolve() as Cart)
        #expect((container.resolve() as any IClock) !== AppContainer.shared.resolve() as any IClock)
        #expect((container.resolve() as any IClock) === container.resolve() as any IClock)
    }

    @Test(.freshContainer(base: AppContainer.shared), arguments: [3, 3, 4])
    func eachTestHasItsOwnSingletons(items: Int) {
        let cart: Cart = TestContainer.current.resolve()
        #expect(cart.count == 0)
        cart.count += items
    }

    @Test(.freshContainer(base: AppContainer.shared)) func aTestOnlyReplacementLeavesTheAppsService() {
        let container = TestContainer.current
        container.mock((any IOrdersProvider).self) { _ in StubOrdersProvider() }
        #expect((container.resolve() as OrdersListVM).provider is StubOrdersProvider)
        #expect((AppContainer.shared.resolve() as OrdersListVM).provider is LiveOrdersProvider)
    }

    @Test(.freshContainer(base: AppContainer.shared)) func bindingAgainMidTestGivesTheNewOneFromThenOn() {
        let container = TestContainer.current
        #expect((container.resolve() as any IClock).now == 0)
        container.bind((any IClock).self, lifetime: .singleton) { _ in FixedClock(5) }
        #expect((container.resolve() as any IClock).now == 5)
        let cart: Cart = container.resolve()
        container.mock(Cart.self) { _ in Cart(container: container, args: ()) }
        #expect((container.resolve() as Cart) !== cart)
        #expect((container.resolve() as Cart) === container.resolve() as Cart)
        #expect((AppContainer.shared.resolve() as any IClock).now == 0)
    }

    @Test func theBaseIsNeverChanged() async throws {
        let base = Container()
        base.bind((any IClock).self, lifetime: .singleton) { _ in FixedClock(1) }
        let clock: any IClock = base.resolve()
        let cart: Cart = base.resolve()
        let trait = FreshContainerTrait.freshContainer(base: base)
        try await trait.provideScope(for: try #require(Test.current), testCase: nil) {
            let container = TestContainer.current
            container.mock((any IClock).self, with: FixedClock(2))
            (container.resolve() as Cart).count = 9
            container.reset()
        }
        #expect((base.resolve() as any IClock) === clock)
        #expect((base.resolve() as Cart) === cart && cart.count == 0)
    }

    @Test func aTestsInstancesAreReleasedWhenItEnds() async throws {
        let made = WeakCart()
        let trait = FreshContainerTrait.freshContainer(base: AppContainer.shared)
        try await trait.provideScope(for: try #require(Test.current), testCase: nil) {
            made.cart = TestContainer.current.resolve()
            #expect(made.cart != nil)
        }
        #expect(made.cart == nil)
    }

    @Test func bindingsMadeOnTheBaseAfterATestStartedDoNotReachIt() async throws {
        let base = Container()
        base.bind((any IClock).self) { _ in FixedClock(1) }
        let trait = FreshContainerTrait.freshContainer(base: base)
        try await trait.provideScope(for: try #require(Test.current), testCase: nil) {
            base.bind((any IClock).self) { _ in FixedClock(2) }
            #expect((TestContainer.current.resolve() as any IClock).now == 1)
        }
        #expect((base.resolve() as any IClock).now == 2)
    }

    @Test func noContainerWithoutTheTrait() {
        #expect(TestContainer.currentIfAny == nil)
    }
}

/// On a suite, every test and every parameterized case gets its own container, with the suite's mocks.
@Suite(.freshContainer(base: AppContainer.shared) { $0.mock((any IClock).self, with: FixedClock(10)) })
struct FreshContainerSuiteTests {
    @Test(arguments: 0..<20)
    func parallelCasesHaveTheirOwnMocksAndSingletons(value: Int) async {
        let container = TestContainer.current
        container.mock((any IOrdersProvider).self) { _ in StubOrdersProvider(orders: [Order(id: value, name: "")]) }
        let cart: Cart = container.resolve()
        cart.count += value
        await Task.yield()
        let viewModel: OrdersListVM = TestContainer.current.resolve()
        #expect(viewModel.provider.orders.first?.id == value)
        #expect((TestContainer.current.resolve() as Cart).count == value)
        #expect((container.resolve() as any IClock).now == 10)
    }

    @Test func theSuitesMocksApply() {
        #expect((TestContainer.current.resolve() as any IClock).now == 10)
    }

    @Test(.freshContainer { $0.mock((any IClock).self, with: FixedClock(20)) })
    func aTestsOwnMockWinsOverTheSuites() {
        #expect((TestContainer.current.resolve() as any IClock).now == 20)
        #expect((TestContainer.current.resolve() as any IOrdersProvider) is LiveOrdersProvider)
    }

    @Test(.freshContainer { _ in }, arguments: [1, 2])
    func aTestsOwnTraitStillGivesEachCaseItsOwnSingletons(items: Int) {
        let cart: Cart = TestContainer.current.resolve()
        #expect(cart.count == 0)
        cart.count += items
    }

    @Test func tasksSeeTheTestsContainer() async {
        let container = TestContainer.current
        let fromTask = await Task { TestContainer.current }.value
        #expect(fromTask === container)
    }
}
