import Testing

@testable import HarborContainer

private class Analytics: ISingleton, @unchecked Sendable {
    // `@unchecked Sendable`: `name` never changes; a non-final class can't be checked.
    let name: String
    required init(container: any IContainer, args: Void) { name = "real" }
    init(name: String) { self.name = name }
}

private protocol IClock: AnyObject, Sendable {
    var name: String { get }
}

private final class NamedClock: IClock {
    let name: String
    init(_ name: String) { self.name = name }
}

/// Used by one test only, so its count is that test's.
private final class CountedClock: IClock {
    static let alive = Counter()
    let name = "counted"
    init() { CountedClock.alive.increment() }
    deinit { CountedClock.alive.decrement() }
}

@Suite("A second mock or bind replaces the first, product included")
struct ReplacementTests {
    @Test func aSecondMockOfAResolvedSingletonReplacesIt() {
        let container = Container().makeChild()
        container.mock(Analytics.self) { _ in Analytics(name: "first") }
        #expect((container.resolve() as Analytics).name == "first")
        container.mock(Analytics.self) { _ in Analytics(name: "second") }
        #expect((container.resolve() as Analytics).name == "second")
        #expect((container.resolve() as Analytics) === container.resolve() as Analytics)
    }

    @Test func aSecondSingletonBindingReplacesItsProductInChildrenToo() {
        let root = Container()
        let child = root.makeChild()
        root.bind((any IClock).self, lifetime: .singleton) { _ in NamedClock("first") }
        #expect((child.resolve() as any IClock).name == "first")
        root.bind((any IClock).self, lifetime: .singleton) { _ in NamedClock("second") }
        #expect((child.resolve() as any IClock).name == "second")
        #expect((root.resolve() as any IClock) === child.resolve() as any IClock)
    }

    @Test func aReplacedScopedBindingIsRebuiltInEachChild() {
        let root = Container()
        let child = root.makeChild()
        root.bind((any IClock).self, lifetime: .scoped) { _ in NamedClock("first") }
        let first = child.resolve() as any IClock
        #expect(first === child.resolve() as any IClock)
        root.bind((any IClock).self, lifetime: .scoped) { _ in NamedClock("second") }
        #expect((child.resolve() as any IClock).name == "second")
    }

    /// Every replaced registration and its product used to be kept until the container died (1,000,000 mocks
    /// kept 238 MiB); a second mock already showed it as a second registration.
    @Test func aHundredThousandMocksKeepOneRegistration() {
        let container = Container()
        for round in 0..<100_000 {
            container.mock((any IClock).self, lifetime: .singleton) { _ in CountedClock() }
            if round.isMultiple(of: 100) { _ = container.resolve() as any IClock }
        }
        let kept = container.bookkeeping
        #expect(kept.registrations == 1)
        // Only the last mock's product can still be alive.
        #expect(CountedClock.alive.value <= 1)
    }
}
