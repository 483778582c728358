import Foundation
import Testing

/// A counter many threads may bump; counts initializer runs.
final class Counter: @unchecked Sendable {
    // `@unchecked Sendable`: `count` is guarded by `lock`.
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    /// Adds one and returns the new value.
    @discardableResult
    func increment() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }

    /// Subtracts one (an instance counted by its initializer went away).
    func decrement() {
        lock.withLock { count -= 1 }
    }
}

/// A one-shot gate: threads wait until someone opens it.
///
/// A wait gives up after a timeout, so that a hang does not stop the test run. Giving up is a test failure,
/// never an expected outcome, but the waiting thread cannot record it (it may be a plain thread or an
/// initializer, where Swift Testing cannot tell which test an issue belongs to): the gate remembers it in
/// ``timedOut``, which the test that owns the gate checks on its own task once its threads are done.
final class Gate: @unchecked Sendable {
    // `@unchecked Sendable`: `isOpen` and `timeouts` are guarded by `condition`.
    private let condition = NSCondition()
    private var isOpen = false
    private var timeouts = 0

    func open() {
        condition.lock()
        isOpen = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until the gate opens, or until `timeout` seconds have passed; returns whether it opened. A wait
    /// that gave up is remembered in ``timedOut``.
    @discardableResult
    func wait(timeout: TimeInterval = 30) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !isOpen {
            if !condition.wait(until: deadline) && !isOpen {
                timeouts += 1
                return false
            }
        }
        return true
    }

    /// Whether a wait on this gate gave up before it opened: the test deadlocked, which would otherwise pass,
    /// 30 seconds late. The owning test checks it (`#expect(!gate.timedOut)`) once its waits are over.
    var timedOut: Bool {
        condition.lock()
        defer { condition.unlock() }
        return timeouts > 0
    }
}

/// Checks `condition` until it holds, running `pause` between checks (a busy loop by default), and gives up after
/// `timeout` seconds; returns whether the condition held. For a thread that waits for another one's doing.
///
/// Giving up is a test failure, never an expected outcome (as for ``Gate``): the caller records it, with what it
/// waited for (`#expect` on the test's task; on a plain thread or in an initializer, in ``Failures`` or another
/// record the owning test checks once its threads are done). The timeout only keeps a hang from stopping the
/// test run; a passing run never depends on it.
func spin(until condition: () -> Bool, pausing pause: () -> Void = {}, timeout: TimeInterval = 30) -> Bool {
    let deadline = ContinuousClock.now + .seconds(timeout)
    var checks = 0
    while !condition() {
        checks += 1
        // The clock is read every 64 checks, so that a busy loop spins about as fast as it would without one.
        if checks % 64 == 0 && ContinuousClock.now >= deadline { return false }
        pause()
    }
    return true
}

/// Counts arrivals and opens a gate when `count` have arrived.
final class Barrier: @unchecked Sendable {
    // `@unchecked Sendable`: `arrived` is a Counter, `gate` a Gate, both thread-safe.
    private let count: Int
    private let arrived = Counter()
    let gate = Gate()

    init(count: Int) { self.count = count }

    func arrive() {
        if arrived.increment() == count { gate.open() }
    }

    /// Whether a wait on ``gate`` gave up before all had arrived (see ``Gate/timedOut``).
    var timedOut: Bool { gate.timedOut }
}

/// Runs `body(index)` on `count` new threads (real threads, not the cooperative pool, so they may block)
/// and returns when all have finished.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let finished = Counter()
        for index in 0..<count {
            let thread = Thread {
                body(index)
                if finished.increment() == count { continuation.resume() }
            }
            thread.stackSize = 4 << 20
            thread.start()
        }
    }
}

/// ``onThreads(_:_:)`` with every thread held until all have started, so that their work overlaps. Call it on
/// the test's task: a thread that gave up waiting for the others is recorded as an issue at the caller.
func onThreadsTogether(
    _ count: Int,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @Sendable (Int) -> Void
) async {
    let start = Barrier(count: count)
    await onThreads(count) { index in
        start.arrive()
        start.gate.wait()
        body(index)
    }
    #expect(!start.timedOut, "a thread gave up waiting for the others to start", sourceLocation: sourceLocation)
}

/// Real work that takes a while: keeps a thread busy inside an initializer without sleeping.
func busyWork(_ rounds: Int = 200_000) -> UInt64 {
    var random = SplitMix64(seed: 42)
    var sum: UInt64 = 0
    for _ in 0..<rounds { sum &+= random.next() >> 40 }
    return sum
}

/// A set of object identities many threads add to.
final class IDs: @unchecked Sendable {
    // `@unchecked Sendable`: `ids` is guarded by `lock`.
    private let lock = NSLock()
    private var ids = Set<ObjectIdentifier>()

    func insert(_ id: ObjectIdentifier) { lock.withLock { _ = ids.insert(id) } }
    var count: Int { lock.withLock { ids.count } }
}

/// What went wrong on any thread; empty in a passing run (recording takes a lock only on a failure, so that the
/// sanitizer sees no ordering the container does not provide itself).
final class Failures: @unchecked Sendable {
    // `@unchecked Sendable`: `messages` is guarded by `lock`.
    private let lock = NSLock()
    private var messages: [String] = []

    func record(_ message: String) { lock.withLock { messages.append(message) } }
    var first: [String] { lock.withLock { Array(messages.prefix(5)) } }
}

/// Holds the first thread that calls ``pauseTheFirstTime()`` until the test lets it go: a resolve paused at a
/// known point inside the container (while it hashes its arguments, in an initializer or a factory).
final class PauseOnce: Sendable {
    /// Opened when the first caller arrives.
    let arrived = Gate()
    /// Opened by the test to let the first caller go on.
    let resume = Gate()
    private let calls = Counter()

    func pauseTheFirstTime() {
        guard calls.increment() == 1 else { return }
        arrived.open()
        resume.wait()
    }

    /// Whether a wait on the pause gave up: the paused caller was never resumed, or a thread waiting for it to
    /// arrive gave up (the resolve never reached the pause). The test deadlocked, which would otherwise pass,
    /// 30 seconds late. Tests check it once the paused resolve and the threads waiting for it have finished.
    var timedOut: Bool { arrived.timedOut || resume.timedOut }
}

/// Arguments whose first hash pauses the resolving thread (when they have a `pause`): a resolve paused inside
/// the container's lookup of its products per argument value, after it found its binding.
struct PausingKey: Hashable, Sendable {
    let value: Int
    var pause: PauseOnce?

    static func == (lhs: PausingKey, rhs: PausingKey) -> Bool { lhs.value == rhs.value }

    func hash(into hasher: inout Hasher) {
        pause?.pauseTheFirstTime()
        hasher.combine(value)
    }
}
