import HarborAtomics
import HarborSupport

/// A container's lock: guards its writes and its bookkeeping of creations in progress, and lets a thread wait
/// for a shared instance another thread is creating.
///
/// The critical sections are short (a bind, the claim and the store of a first creation) and call no user
/// code, so the lock itself is `harbor_lock` (HarborAtomics): one atomic exchange to take it and a release
/// store to release it, inlined (an `os_unfair_lock` on Apple platforms), where a pthread mutex through
/// HarborSupport's `Lock` cost two calls and about 50 instructions per round trip (Benchmarks/README, start-up
/// round 2). Waiting (rare: two threads creating the same singleton at once) sleeps on a HarborSupport `Lock`
/// (a pthread mutex and condition variable) kept beside it, with a generation count so that no broadcast is
/// missed:
/// - ``wait()`` reads the generation with the lock held, takes the mutex, then releases the lock, and sleeps
///   until the generation changes;
/// - ``broadcast()`` (with the lock held) bumps the generation, then takes the mutex to broadcast. A waiter
///   holds the mutex from before it releases the lock until it sleeps, so a broadcast that follows its release
///   cannot run before it sleeps, and one that came earlier changed the generation it checks first.
/// The lock is always taken before the mutex, never while holding it, so the two cannot deadlock.
///
/// A struct of addresses, not an object, so that using it retains nothing: the `Lock` is held `Unmanaged`
/// (retained once here, released by ``deallocate()``, which the container calls in its `deinit`).
struct ContainerLock: @unchecked Sendable {
    // `@unchecked Sendable`: the words are used only through atomics, and the `Lock` is itself Sendable.
    private let word: UnsafeMutablePointer<harbor_lock>
    /// Bumped by every ``broadcast()``; read atomically.
    private let generation: UnsafeMutablePointer<Int>
    /// What ``wait()`` sleeps on.
    private let sleep: Unmanaged<Lock>

    init() {
        word = .allocate(capacity: 1)
        word.initialize(to: harbor_lock())
        generation = .allocate(capacity: 1)
        generation.initialize(to: 0)
        sleep = .passRetained(Lock())
    }

    /// Frees the storage; call once, when no thread can use the lock any more.
    func deallocate() {
        sleep.release()
        generation.deallocate()
        word.deallocate()
    }

    /// Takes the lock; pair with ``unlock()``.
    @inline(__always)
    func lock() {
        harbor_lock_lock(word)
    }

    /// Releases the lock ``lock()`` took.
    @inline(__always)
    func unlock() {
        harbor_lock_unlock(word)
    }

    /// Runs `body` with the lock held.
    @inline(__always)
    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        lock()
        defer { unlock() }
        return try body()
    }

    /// Releases the lock until the next ``broadcast()``, then takes it again; call with the lock held. May
    /// return without a broadcast: callers check their condition in a loop.
    func wait() {
        let seen = harbor_atomic_load_acquire(generation)
        // Borrowed: `sleep` keeps its reference until `deallocate()`, which no thread calls while another can
        // still wait (the container is going away).
        sleep._withUnsafeGuaranteedRef { sleep in
            sleep.lock()
            unlock()
            while harbor_atomic_load_acquire(generation) == seen {
                sleep.wait()
            }
            sleep.unlock()
        }
        lock()
    }

    /// Wakes every thread in ``wait()``; call with the lock held.
    func broadcast() {
        harbor_atomic_add_seq_cst(generation, 1)
        // Borrowed, as in `wait()`.
        sleep._withUnsafeGuaranteedRef { sleep in
            sleep.lock()
            sleep.broadcast()
            sleep.unlock()
        }
    }
}
