import Foundation
import HarborContainer
import HarborTesting
import Testing

private final class SelfLoop: IPerRequest {
    init(container: any IContainer, args: Void) { _ = container.resolve() as SelfLoop }
}

private final class SelfSingleton: ISingleton, Sendable {
    init(container: any IContainer, args: Void) { _ = container.resolve() as SelfSingleton }
}

// OrdersVM → OrdersProvider → OrdersVM, both per-request (names as in the message example).
private final class CycleOrdersVM: IPerRequest {
    init(container: any IContainer, args: Void) { _ = container.resolve() as CycleOrdersProvider }
}

private final class CycleOrdersProvider: IPerRequest {
    init(container: any IContainer, args: Void) { _ = container.resolve() as CycleOrdersVM }
}

// Screen (per-request) → Store (singleton) → Screen: found as soon as Screen repeats, before Store.init ends.
private final class Screen: IPerRequest {
    init(container: any IContainer, args: Void) { _ = container.resolve() as Store }
}

private final class Store: ISingleton, Sendable {
    init(container: any IContainer, args: Void) { _ = container.resolve() as Screen }
}

// Through bindings: IFirst → First → ISecond → Second → IFirst.
private protocol IFirst: AnyObject {}
private protocol ISecond: AnyObject {}

private final class First: IFirst, IPerRequest {
    init(container: any IContainer, args: Void) { _ = container.resolve() as any ISecond }
}

private final class Second: ISecond, IPerRequest {
    init(container: any IContainer, args: Void) { _ = container.resolve() as any IFirst }
}

// A cycle across two threads: thread 1 creates Left, whose init resolves Right; thread 2 creates Right,
// whose init resolves Left. Both initializers start before either asks for the other (`started` is checked by
// the one test that uses it).
private final class Left: ISingleton, Sendable {
    static let started = Barrier(count: 2)
    init(container: any IContainer, args: Void) {
        Left.started.arrive()
        Left.started.gate.wait()
        _ = container.resolve() as Right
    }
}

private final class Right: ISingleton, Sendable {
    init(container: any IContainer, args: Void) {
        Left.started.arrive()
        Left.started.gate.wait()
        _ = container.resolve() as Left
    }
}

@Suite("Cycles")
struct CycleTests {
    @Test func selfCycle() async {
        let error = await captureResolutionFailure { _ = Container().resolve() as SelfLoop }
        #expect(error?.kind == .cycle)
        #expect(error?.pathDescription == "SelfLoop → SelfLoop")
    }

    @Test func selfCycleOfASingleton() async {
        let error = await captureResolutionFailure { _ = Container().resolve() as SelfSingleton }
        #expect(error?.kind == .cycle)
        #expect(error?.path == ["SelfSingleton", "SelfSingleton"])
    }

    @Test func twoPerRequestTypes() async {
        let error = await captureResolutionFailure { _ = Container().resolve() as CycleOrdersVM }
        #expect(error?.kind == .cycle)
        #expect(error?.pathDescription == "CycleOrdersVM → CycleOrdersProvider → CycleOrdersVM")
    }

    @Test func throughASingleton() async {
        let error = await captureResolutionFailure { _ = Container().resolve() as Screen }
        #expect(error?.kind == .cycle)
        #expect(error?.pathDescription == "Screen → Store → Screen")
    }

    @Test func throughBindings() async {
        let error = await captureResolutionFailure {
            let container = Container()
            container.bind((any IFirst).self) { $0.resolve() as First }
            container.bind((any ISecond).self) { $0.resolve() as Second }
            _ = container.resolve() as any IFirst
        }
        #expect(error?.kind == .cycle)
        #expect(error?.pathDescription == "any IFirst → First → any ISecond → Second → any IFirst")
    }

    /// A loop of 61 node types with random lifetimes (Node0 → Node1 → … → Node60 → Node0): found wherever the
    /// loop is entered, with the whole loop as the path.
    @Test(arguments: [7, 8, 9, 10, 11] as [UInt64])
    func longCycleThroughRandomLifetimes(seed: UInt64) async {
        let plan = GraphPlan(loopOf: 61, seed: seed)
        let error = await captureResolutionFailure {
            GraphPlan.$current.withValue(plan) {
                _ = resolveNode(0, in: Container(), args: 0)
            }
        }
        #expect(error?.kind == .cycle)
        #expect(error?.path.count == 62)
        #expect(error?.path.first == error?.path.last)
        #expect(error.map { Set($0.path) } == Set((0...60).map { "Node\($0)" }))
    }

    /// Each thread waits for what the other is creating: one of them finds the cycle instead of hanging.
    @Test func acrossThreadsDoesNotHang() async {
        let container = Container()
        let (errors, continuation) = AsyncStream.makeStream(of: ResolutionError?.self)
        for side in 0..<2 {
            Task.detached {
                continuation.yield(
                    await captureResolutionFailure {
                        if side == 0 { _ = container.resolve() as Left } else { _ = container.resolve() as Right }
                    }
                )
            }
        }
        // The thread that finds the cycle reports it; the other stays waiting on the abandoned container.
        var iterator = errors.makeAsyncIterator()
        let error = await iterator.next() ?? nil
        #expect(!Left.started.timedOut, "an initializer gave up waiting for the other to start")
        #expect(error?.kind == .cycle)
        // Whichever thread finds it, the path reads in resolve order from that thread's own creation.
        #expect(error?.path == ["Left", "Right", "Left"] || error?.path == ["Right", "Left", "Right"])
    }

    /// Before: the initializers ran 12 times before the cycle was reported.
    @Test func aPerRequestCycleIsReportedOnItsFirstRepeat() throws {
        let container = Container()
        #expect(throws: ResolutionError.self) { try container.resolveOrThrow(CountedA.self) }
        #expect(CountedA.inits.value == 1)
        #expect(CountedB.inits.value == 1)
    }

    /// Before: the thread that did not find the cycle woke up and ran the other initializer a second time.
    @Test func acrossThreadsWithThrowingInitializersEachInitializerRunsOnce() async {
        let container = Container()
        let failures = CycleFailures()
        await onThreads(2) { side in
            failures.append(
                side == 0
                    ? Self.failure { () throws(ResolutionError) in try container.resolveOrThrow(ThrowingLeft.self) }
                    : Self.failure { () throws(ResolutionError) in try container.resolveOrThrow(ThrowingRight.self) }
            )
        }
        #expect(!ThrowingLeft.started.timedOut, "an initializer gave up waiting for the other to start")
        #expect(ThrowingLeft.inits.value == 1)
        #expect(ThrowingRight.inits.value == 1)
        #expect(failures.all.count == 2)
        for error in failures.all {
            #expect(error?.kind == .cycle)
            #expect(
                error?.path == ["ThrowingLeft", "ThrowingRight", "ThrowingLeft"]
                    || error?.path == ["ThrowingRight", "ThrowingLeft", "ThrowingRight"]
            )
        }
    }

    private static func failure(_ body: () throws(ResolutionError) -> some Any) -> ResolutionError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }
}

// A → B → A, per-request, counting initializer runs (used by one test only).
private final class CountedA: IPerRequest {
    static let inits = Counter()
    init(container: any IContainer, args: Void) throws(ResolutionError) {
        CountedA.inits.increment()
        _ = try container.resolveOrThrow() as CountedB
    }
}

private final class CountedB: IPerRequest {
    static let inits = Counter()
    init(container: any IContainer, args: Void) throws(ResolutionError) {
        CountedB.inits.increment()
        _ = try container.resolveOrThrow() as CountedA
    }
}

// The cross-thread cycle again, with throwing initializers, so that both threads get their error back.
private final class ThrowingLeft: ISingleton, Sendable {
    static let started = Barrier(count: 2)
    static let inits = Counter()
    init(container: any IContainer, args: Void) throws(ResolutionError) {
        ThrowingLeft.inits.increment()
        ThrowingLeft.started.arrive()
        ThrowingLeft.started.gate.wait()
        _ = try container.resolveOrThrow() as ThrowingRight
    }
}

private final class ThrowingRight: ISingleton, Sendable {
    static let inits = Counter()
    init(container: any IContainer, args: Void) throws(ResolutionError) {
        ThrowingRight.inits.increment()
        ThrowingLeft.started.arrive()
        ThrowingLeft.started.gate.wait()
        _ = try container.resolveOrThrow() as ThrowingLeft
    }
}

/// Errors collected from several threads.
private final class CycleFailures: @unchecked Sendable {
    // `@unchecked Sendable`: `list` is guarded by `lock`.
    private let lock = NSLock()
    private var list: [ResolutionError?] = []
    var all: [ResolutionError?] { lock.withLock { list } }
    func append(_ error: ResolutionError?) { lock.withLock { list.append(error) } }
}
