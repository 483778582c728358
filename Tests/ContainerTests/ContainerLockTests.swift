import Foundation
import Testing

@testable import HarborContainer

/// State only touched with the lock held (what the tests check the lock for).
private final class Guarded: @unchecked Sendable {
    // `@unchecked Sendable`: every access happens between `lock.lock()` and `lock.unlock()`.
    let lock = ContainerLock()
    var count = 0
    var round = 0
    /// Set by a watchdog that gave up on the test: the waiters stop instead of sleeping on.
    var gaveUp = false
    deinit { lock.deallocate() }
}

@Suite("Container lock")
struct ContainerLockTests {
    /// Eight threads increment a plain counter under the lock: none of the increments is lost (and, under the
    /// thread sanitizer, the lock's acquire and release order every access).
    @Test func contendedSectionsAreExclusive() async {
        let guarded = Guarded()
        await onThreads(8) { _ in
            for _ in 0..<20_000 {
                guarded.lock.lock()
                guarded.count += 1
                guarded.lock.unlock()
            }
        }
        #expect(guarded.count == 160_000)
    }

    /// Two threads take turns through `wait()` and `broadcast()` a thousand times: a broadcast that comes
    /// between a waiter's check and its sleep is not missed (both threads would sleep for good: a watchdog
    /// wakes them after 30 seconds, and the test fails).
    @Test func aWaiterSeesEveryBroadcast() async {
        let guarded = Guarded()
        let finished = Gate()
        Thread {
            guard !finished.wait() else { return }
            guarded.lock.withLock {
                guarded.gaveUp = true
                guarded.lock.broadcast()
            }
        }.start()
        await onThreads(2) { index in
            for turn in 0..<1_000 {
                guarded.lock.lock()
                while guarded.round % 2 != index && !guarded.gaveUp { guarded.lock.wait() }
                if guarded.gaveUp { return guarded.lock.unlock() }
                guarded.round += 1
                guarded.count += turn
                guarded.lock.broadcast()
                guarded.lock.unlock()
            }
        }
        finished.open()
        #expect(!finished.timedOut, "timed out waiting for the threads' turns: a waiter missed a broadcast")
        #expect(guarded.round == 2_000)
        #expect(guarded.count == 2 * (0..<1_000).reduce(0, +))
    }

    /// Thousands of keys through several growths of a map: every one is found, nothing else is.
    @Test func aMapFindsEveryKeyAfterGrowing() {
        let map = TypeMap(reclaims: false)
        let objects = (0..<3_000).map { _ in Guarded() }
        for object in objects { map.set(ObjectIdentifier(object), object) }
        #expect(objects.allSatisfy { map[ObjectIdentifier($0)] === $0 })
        #expect(map.sizes.count == 3_000)
        let stranger = Guarded()
        #expect(map[ObjectIdentifier(stranger)] == nil)
    }
}
