import Foundation
import HarborContainer
import Testing

private final class Expensive: ISingleton, Sendable {
    static let inits = Counter()
    init(container: any IContainer, args: Void) { Expensive.inits.increment() }
}

private final class UsesExpensive: IPerRequest {
    let expensive: Lazy<Expensive>
    init(container: any IContainer, args: Void) { expensive = container.lazy() }
}

/// A value a `Lazy` makes directly.
private final class Made: Sendable {}

private final class Ticket: IPerRequest {
    init(container: any IContainer, args: Void) {}
}

// A ↔ B through singletons: A's dependency on B is lazy, so neither init needs the other to exist.
private final class Parent: ISingleton, Sendable {
    let child: Lazy<Child>
    init(container: any IContainer, args: Void) { child = container.lazy() }
}

private final class Child: ISingleton, Sendable {
    let parent: Parent
    init(container: any IContainer, args: Void) { parent = container.resolve() }
}

private protocol IGreeter: AnyObject, Sendable {}
private final class Greeter: IGreeter {}

/// An `IContainer` of its own (a test double an app might write): forwards to a `Container`, counting resolves.
private final class ForwardingContainer: IContainer {
    let target = Container()
    let resolves = Counter()

    func resolveOrThrow<T: IResolvable>(_ type: T.Type, args: T.Arguments) throws(ResolutionError) -> T {
        resolves.increment()
        return try target.resolveOrThrow(type, args: args)
    }

    func resolveOrThrow<Service, Arguments>(_ type: Service.Type, args: Arguments) throws(ResolutionError)
        -> Service
    {
        resolves.increment()
        return try target.resolveOrThrow(type, args: args)
    }
}

@Suite("Lazy and Provider")
struct LazyAndProviderTests {
    @Test func lazyResolvesOnFirstUseOnly() {
        let container = Container()
        let user: UsesExpensive = container.resolve()
        #expect(Expensive.inits.value == 0)
        #expect(user.expensive.value === user.expensive.value)
        #expect(Expensive.inits.value == 1)
    }

    @Test func providerResolvesOnEachCall() {
        let container = Container()
        let tickets: Provider<Ticket> = container.provider()
        #expect(tickets() !== tickets())
    }

    /// `provider()` keeps a `Container` as one (for the inlined resolve); any other `IContainer` is called.
    @Test func providerOfAnotherContainerImplementationResolvesThroughIt() {
        let container = ForwardingContainer()
        let tickets: Provider<Ticket> = container.provider()
        #expect(tickets() !== tickets())
        #expect(container.resolves.value == 2)
    }

    @Test func lazyBreaksACycle() {
        let container = Container()
        let parent: Parent = container.resolve()
        #expect(parent.child.value.parent === parent)
    }

    /// Threads reading one `Lazy` at once all get the one value, also when several made one.
    @Test func threadsReadingAtOnceShareOneValue() {
        let made = Counter()
        let lazy = Lazy<Made> {
            made.increment()
            return Made()
        }
        let seen = NSLock()
        nonisolated(unsafe) var identities = Set<ObjectIdentifier>()
        DispatchQueue.concurrentPerform(iterations: 32) { _ in
            let value = lazy.value
            seen.withLock { _ = identities.insert(ObjectIdentifier(value)) }
        }
        #expect(identities.count == 1)
        #expect(identities.first == ObjectIdentifier(lazy.value))
        #expect(made.value >= 1)
    }

    /// An optional value made as `nil` is kept: later reads do not resolve again.
    @Test func aNilValueIsMadeOnce() {
        let made = Counter()
        let lazy = Lazy<Made?> {
            made.increment()
            return nil
        }
        #expect(lazy.value == nil)
        #expect(lazy.value == nil)
        #expect(made.value == 1)
    }

    @Test func boundServicesAndMocksApply() {
        let container = Container()
        container.bind((any IGreeter).self, lifetime: .singleton) { _ in Greeter() }
        let lazy: Lazy<any IGreeter> = container.lazy()
        let provider: Provider<any IGreeter> = container.provider()
        #expect(lazy.value === provider())
    }
}
