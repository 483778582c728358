#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A mutex with a condition variable, shared by Harbor's modules (`package` access): the container's slow paths
/// (writes, first creation, waiting for a singleton another thread is creating) and HarborMVVM's short critical
/// sections (copying a subscriber list). Callers never run user code while holding it.
///
/// `@unchecked Sendable`: the pthread objects are heap-allocated once, never moved, and only used through
/// the pthread calls, which are thread-safe by contract.
package final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    /// Creates an unlocked mutex and its condition variable.
    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        let mutexStatus = pthread_mutex_init(mutex, nil)
        let conditionStatus = pthread_cond_init(condition, nil)
        precondition(mutexStatus == 0 && conditionStatus == 0, "Harbor: pthread_mutex_init/pthread_cond_init failed")
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Runs `body` with the mutex held.
    @inline(__always)
    package func withLock<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// Locks the mutex; pair with ``unlock()``. For hot paths: `withLock` is generic, and a `package` function
    /// is not inlined into another module, so each use costs an unspecialised call (Benchmarks/README,
    /// start-up).
    package func lock() {
        pthread_mutex_lock(mutex)
    }

    /// Unlocks the mutex ``lock()`` locked.
    package func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Waits for ``broadcast()``; call with the mutex held (inside ``withLock(_:)``).
    package func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Wakes every thread in ``wait()``; call with the mutex held.
    package func broadcast() {
        pthread_cond_broadcast(condition)
    }
}
