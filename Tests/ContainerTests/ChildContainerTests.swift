import HarborContainer
import Testing

private final class Clock: ISingleton, Sendable {
    init(container: any IContainer, args: Void) {}
}

private final class Session: IScoped, Sendable {
    init(container: any IContainer, args: Void) {}
}

/// A singleton that depends on the bound provider: built against the root even when a child asks first.
private final class OrdersCache: ISingleton, Sendable {
    let provider: any IOrdersProvider
    init(container: any IContainer, args: Void) { provider = container.resolve() }
}

@Suite("Child containers")
struct ChildContainerTests {
    let root: Container = {
        let root = Container()
        root.bind((any IOrdersProvider).self) { $0.resolve() as LiveOrdersProvider }
        return root
    }()

    @Test func seeTheParentsBindingsAndSingletons() {
        let child = root.makeChild()
        let grandchild = child.makeChild()
        #expect(child.parent === root)
        #expect((child.resolve() as any IOrdersProvider) === root.resolve() as any IOrdersProvider)
        #expect((grandchild.resolve() as Clock) === root.resolve() as Clock)
    }

    @Test func keepTheirOwnMocks() {
        let child = root.makeChild()
        let sibling = root.makeChild()
        child.mock((any IOrdersProvider).self) { _ in StubOrdersProvider() }
        #expect((child.resolve() as any IOrdersProvider) is StubOrdersProvider)
        #expect((child.makeChild().resolve() as any IOrdersProvider) is StubOrdersProvider)
        #expect((sibling.resolve() as any IOrdersProvider) is LiveOrdersProvider)
        #expect((root.resolve() as any IOrdersProvider) is LiveOrdersProvider)
    }

    @Test func keepTheirOwnScopedInstances() {
        let child = root.makeChild()
        #expect((child.resolve() as Session) !== root.resolve() as Session)
        #expect((child.resolve() as Session) === child.resolve() as Session)
    }

    /// A singleton belongs to the root and is built against it: a child's mocks don't end up inside it,
    /// however the first resolve reached it. Mock the singleton itself to replace it in a test.
    @Test func aSingletonResolvedThroughAChildIgnoresTheChildsMocks() {
        let child = root.makeChild()
        child.mock((any IOrdersProvider).self) { _ in StubOrdersProvider() }
        let cache: OrdersCache = child.resolve()
        #expect(cache.provider is LiveOrdersProvider)
        #expect((root.resolve() as OrdersCache) === cache)
    }

    @Test func mockingTheSingletonItselfReplacesItInTheChildOnly() {
        let child = root.makeChild()
        let stubbed = OrdersCache(container: child, args: ())
        child.mock(OrdersCache.self, with: stubbed)
        #expect((child.resolve() as OrdersCache) === stubbed)
        #expect((root.resolve() as OrdersCache) !== stubbed)
    }

    @Test func aChildDoesNotKeepItsParentFromDyingWhenBothAreDropped() {
        weak var weakRoot: Container?
        weak var weakChild: Container?
        do {
            let root = Container()
            let child = root.makeChild()
            weakRoot = root
            weakChild = child
            _ = child.resolve() as Clock
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
    }
}
