/// A mutex with a condition variable, for state a type keeps in its own properties (shared by Harbor's modules,
/// `package` access): ``Locked`` without a value. Callers never run user code while holding it.
package final class Lock: Sendable {
    private let locked = Locked(())

    /// Creates an unlocked mutex and its condition variable.
    package init() {}

    /// Runs `body` with the mutex held.
    package func withLock<R, E: Error>(_ body: () throws(E) -> R) throws(E) -> R {
        locked.lock()
        defer { locked.unlock() }
        return try body()
    }

    /// Locks the mutex; pair with ``unlock()``.
    package func lock() {
        locked.lock()
    }

    /// Unlocks the mutex ``lock()`` locked.
    package func unlock() {
        locked.unlock()
    }

    /// Waits for ``broadcast()``; call with the mutex held (between ``lock()`` and ``unlock()``).
    package func wait() {
        locked.wait()
    }

    /// Wakes every thread in ``wait()``.
    package func broadcast() {
        locked.broadcast()
    }
}
