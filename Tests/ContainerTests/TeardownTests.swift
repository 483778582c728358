import Foundation
import Testing

@testable import HarborContainer

/// Records the order of deinits (each log used by one test only).
private final class Log: @unchecked Sendable {
    // `@unchecked Sendable`: `entries` is guarded by `lock`.
    static let shared = Log()
    private let lock = NSLock()
    private var entries: [String] = []
    var all: [String] { lock.withLock { entries } }
    func append(_ entry: String) { lock.withLock { entries.append(entry) } }
}

private final class Database: ISingleton, Sendable {
    init(container: any IContainer, args: Void) {}
    deinit { Log.shared.append("Database") }
}

private final class Repository: ISingleton, Sendable {
    let database: Database
    init(container: any IContainer, args: Void) { database = container.resolve() }
    deinit { Log.shared.append("Repository") }
}

private final class Session: ISingleton, Sendable {
    init(container: any IContainer, args: Void) {}
    deinit { Log.shared.append("Session") }
}

/// Keeps the container `unowned`, as the seed's services do, and uses it while it lives.
private final class Presenter: ISingleton, Sendable {
    unowned let container: any IContainer
    init(container: any IContainer, args: Void) { self.container = container }
    func makeSession() -> Session { container.resolve() }
}

/// Resolves from its container in deinit, which runs while the container is being released.
private final class ResolvesInDeinit: ISingleton, @unchecked Sendable {
    // `@unchecked Sendable`: `container` is never reassigned. `unowned(unsafe)`, because a plain `unowned`
    // reference to an object in its deinit is stopped by the Swift runtime before Harbor can say anything.
    unowned(unsafe) let container: any IContainer
    init(container: any IContainer, args: Void) { self.container = container }
    deinit { _ = container.resolve() as Session }
}

private final class Ticket: IWeakShared, Sendable {
    init(container: any IContainer, args: Void) {}
}

/// Resolves a weak-shared type from its container in deinit, while someone else still holds its instance.
private final class ResolvesWeakSharedInDeinit: ISingleton, @unchecked Sendable {
    // `@unchecked Sendable` and `unowned(unsafe)`: as `ResolvesInDeinit`.
    unowned(unsafe) let container: any IContainer
    init(container: any IContainer, args: Void) { self.container = container }
    deinit { _ = container.resolve() as Ticket }
}

/// Resolves a singleton and drops the caller's reference before returning, so that only the container keeps it:
/// an optimised build may otherwise release a discarded result after the container, and a singleton holding an
/// `unowned(unsafe)` container would then run its deinit after the container is gone.
@inline(never)
private func makeSingleton<T: ISingleton>(_ type: T.Type, in container: Container) where T.Arguments == Void {
    _ = container.resolve() as T
}

/// Records the order of deinits for the reset test (a log of its own: tests of a suite may run in parallel).
private let resetLog = Log()

private final class MadeBeforeReset: ISingleton, Sendable {
    init(container: any IContainer, args: Void) {}
    deinit { resetLog.append("MadeBeforeReset") }
}

private final class MadeAfterReset: ISingleton, Sendable {
    init(container: any IContainer, args: Void) {}
    deinit { resetLog.append("MadeAfterReset") }
}

/// Records the order of deinits for the interleaving test.
private let interleavedLog = Log()

/// A self-declared singleton that logs its deinit with its number.
private class Numbered: @unchecked Sendable {
    // `@unchecked Sendable`: `number` is never reassigned.
    let number: Int
    init(_ number: Int) { self.number = number }
    deinit { interleavedLog.append("S\(number)") }
}

// `@unchecked Sendable` restated from `Numbered` (immutable).
private final class Numbered0: Numbered, ISingleton, @unchecked Sendable {
    required init(container: any IContainer, args: Void) { super.init(0) }
}
private final class Numbered1: Numbered, ISingleton, @unchecked Sendable {
    required init(container: any IContainer, args: Void) { super.init(1) }
}
private final class Numbered2: Numbered, ISingleton, @unchecked Sendable {
    required init(container: any IContainer, args: Void) { super.init(2) }
}

/// The product of a `.singleton` binding, logged with its number.
private final class Product: Sendable {
    let number: Int
    init(_ number: Int) { self.number = number }
    deinit { interleavedLog.append("B\(number)") }
}

private protocol IProduct0: AnyObject, Sendable {}
private protocol IProduct1: AnyObject, Sendable {}
extension Product: IProduct0, IProduct1 {}

private protocol IClock: AnyObject, Sendable {}
private final class Clock: IClock {
    deinit { Log.shared.append("Clock") }
}

@Suite("Teardown")
struct TeardownTests {
    /// Before: released in hash-table order, so a singleton could outlive what it was built from.
    @Test func sharedInstancesAreReleasedNewestFirst() {
        do {
            let container = Container()
            container.bind((any IClock).self, lifetime: .singleton) { _ in Clock() }
            resolveAll(from: container)
        }
        #expect(Log.shared.all == ["Repository", "Database", "Clock", "Session"])
    }

    /// Resolves in a function of its own: an optimized build may keep a discarded result alive to the end of the
    /// scope that resolved it, which would release it after the container.
    @inline(never)
    private func resolveAll(from container: Container) {
        _ = container.resolve() as Session
        _ = container.resolve() as any IClock
        _ = container.resolve() as Repository
    }

    /// Self-declared singletons and products of bindings made in turn are released in exactly the reverse order,
    /// also past the first growth of the creation order (more than 16 instances).
    @Test func interleavedInstancesAndProductsAreReleasedNewestFirst() {
        resolveInterleaved()
        let expected = ["S2", "B1", "S1", "B0", "S0"] + (0..<20).reversed().map { "S\(100 + $0)" }
        #expect(interleavedLog.all == expected)
    }

    @inline(never)
    private func resolveInterleaved() {
        let container = Container()
        container.bind((any IProduct0).self, lifetime: .singleton) { _ in Product(0) }
        container.bind((any IProduct1).self, lifetime: .singleton) { _ in Product(1) }
        // Owned by the container only, as self-declared instances are, and made before the others.
        for index in 0..<20 {
            container.keepAsInstance(Numbered(100 + index))
        }
        resolveInTurn(from: container)
    }

    @inline(never)
    private func resolveInTurn(from container: Container) {
        _ = container.resolve() as Numbered0
        _ = container.resolve() as any IProduct0
        _ = container.resolve() as Numbered1
        _ = container.resolve() as any IProduct1
        _ = container.resolve() as Numbered2
    }

    /// A reset releases what it resets at once, before anything made after it.
    @Test func aResetReleasesWhatItResetsAtOnce() {
        resolveAroundReset()
        #expect(resetLog.all == ["MadeBeforeReset", "MadeAfterReset"])
    }

    @inline(never)
    private func resolveAroundReset() {
        let container = Container()
        resolveBeforeReset(from: container)
        container.reset()
        resolveAfterReset(from: container)
    }

    /// Resolves in functions of their own, for the reason given on `resolveAll(from:)`.
    @inline(never)
    private func resolveBeforeReset(from container: Container) {
        _ = container.resolve() as MadeBeforeReset
    }

    @inline(never)
    private func resolveAfterReset(from container: Container) {
        _ = container.resolve() as MadeAfterReset
    }

    @Test func aServiceKeepingAnUnownedContainerDiesWithIt() async {
        await #expect(processExitsWith: .success) {
            do {
                let container = Container()
                let presenter: Presenter = container.resolve()
                _ = presenter.makeSession()
            }
        }
    }

    @Test func resolvingFromAContainerBeingReleasedIsAClearError() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            do {
                let container = Container()
                makeSingleton(ResolvesInDeinit.self, in: container)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Harbor: Session was resolved from a container that is being released"))
    }

    /// The instance is alive (the caller holds it), yet a resolve from the dying container fails as every other
    /// resolve from it does, instead of handing out what the container no longer keeps.
    @Test func resolvingALiveWeakSharedInstanceFromAContainerBeingReleasedIsAClearError() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let held: Ticket
            do {
                let container = Container()
                held = container.resolve()
                makeSingleton(ResolvesWeakSharedInDeinit.self, in: container)
            }
            withExtendedLifetime(held) {}
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Harbor: Ticket was resolved from a container that is being released"))
    }
}
