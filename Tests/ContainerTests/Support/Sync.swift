import Foundation

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
final class Gate: @unchecked Sendable {
    // `@unchecked Sendable`: `isOpen` is guarded by `condition`.
    private let condition = NSCondition()
    private var isOpen = false

    func open() {
        condition.lock()
        isOpen = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until the gate opens. The timeout only guards against a hang turning into a stuck test run:
    /// a `false` result is a test failure, never an expected outcome.
    @discardableResult
    func wait(timeout: TimeInterval = 30) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while !isOpen {
            if !condition.wait(until: deadline) { return isOpen }
        }
        return true
    }
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

/// ``onThreads(_:_:)`` with every thread held until all have started, so that their work overlaps.
func onThreadsTogether(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) async {
    let start = Barrier(count: count)
    await onThreads(count) { index in
        start.arrive()
        start.gate.wait()
        body(index)
    }
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
    private let timeouts = Counter()

    func pauseTheFirstTime() {
        guard calls.increment() == 1 else { return }
        arrived.open()
        if !resume.wait() { timeouts.increment() }
    }

    /// Whether the paused caller gave up waiting (after the gate's timeout): the test deadlocked, which would
    /// otherwise pass, 30 seconds late. Tests check it once the paused resolve has finished.
    var timedOut: Bool { timeouts.value > 0 }
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
