import HarborContainer
import Testing

private final class Settings: ISingleton, Sendable {
    init(container: any IContainer, args: Void) {}
}

private final class Cart: IScoped, Sendable {
    init(container: any IContainer, args: Void) {}
}

private protocol IClock: AnyObject, Sendable {
    var name: String { get }
}

private final class Clock: IClock {
    let name: String
    init(_ name: String) { self.name = name }
}

@Suite("Reset, removing a mock, removeAll")
struct ResetTests {
    @Test func resetMakesNewSingletonsScopedInstancesAndProducts() {
        let container = Container()
        container.bind((any IClock).self, lifetime: .singleton) { _ in Clock("bound") }
        let settings: Settings = container.resolve()
        let cart: Cart = container.resolve()
        let clock: any IClock = container.resolve()
        container.reset()
        #expect(settings !== container.resolve() as Settings)
        #expect(cart !== container.resolve() as Cart)
        #expect(clock !== container.resolve() as any IClock)
        #expect((container.resolve() as any IClock).name == "bound")
    }

    @Test func resetOfOneTypeLeavesTheOthers() {
        let container = Container()
        let settings: Settings = container.resolve()
        let cart: Cart = container.resolve()
        container.reset(Settings.self)
        #expect(settings !== container.resolve() as Settings)
        #expect(cart === container.resolve() as Cart)
    }

    @Test func removingAMockFallsBackToTheParentsBinding() {
        let root = Container()
        root.bind((any IClock).self) { _ in Clock("app") }
        let test = root.makeChild()
        test.mock((any IClock).self) { _ in Clock("mock") }
        #expect((test.resolve() as any IClock).name == "mock")
        test.removeMock((any IClock).self)
        #expect((test.resolve() as any IClock).name == "app")
    }

    @Test func removingAMockOfASingletonFallsBackToTheRealOne() {
        let container = Container()
        let stub = Settings(container: container, args: ())
        container.mock(Settings.self, with: stub)
        #expect((container.resolve() as Settings) === stub)
        container.removeMock(Settings.self)
        #expect((container.resolve() as Settings) !== stub)
    }

    @Test func removeAllForgetsBindingsMocksAndInstances() throws {
        let container = Container()
        container.bind((any IClock).self) { _ in Clock("bound") }
        let settings: Settings = container.resolve()
        container.removeAll()
        #expect(throws: ResolutionError.self) { try container.resolveOrThrow((any IClock).self) }
        #expect(settings !== container.resolve() as Settings)
    }

    /// What a reset forgets is released before `reset()` returns: a self-declared singleton, a scoped instance
    /// and a binding's product alike.
    @Test func afterResetReturnsTheResetInstancesAreReleased() {
        let container = Container()
        container.bind((any IClock).self, lifetime: .singleton) { _ in Clock("bound") }
        weak let settings = container.resolve() as Settings
        weak let cart = container.resolve() as Cart
        weak let clock = container.resolve() as any IClock
        #expect(settings != nil && cart != nil && clock != nil)
        container.reset()
        #expect(settings == nil)
        #expect(cart == nil)
        #expect(clock == nil)
    }

    /// So is one reset by type, and one forgotten by `removeAll`.
    @Test func resetOfOneTypeAndRemoveAllReleaseAtOnce() {
        let container = Container()
        weak let settings = container.resolve() as Settings
        weak let cart = container.resolve() as Cart
        container.reset(Settings.self)
        #expect(settings == nil)
        #expect(cart != nil)
        container.removeAll()
        #expect(cart == nil)
    }
}
