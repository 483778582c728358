#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A value that only one thread at a time reaches, with a condition for threads that wait for it to change
/// (shared by Harbor's modules).
///
/// The value is reached `inout` inside ``withLock(_:)``; callers never run user code there.
///
/// `public` rather than `package`: the compiler specialises an `@inlinable public` generic method in the module
/// that calls it, and not an `@inlinable package` one. HarborSupport is no product, so apps never see it.
public final class Locked<State>: @unchecked Sendable {
    // `@unchecked Sendable`: the value is only reached with the mutex held.

    /// The value (the header) and the mutex and condition (the one element), in memory that never moves.
    @usableFromInline let primitives: ManagedBuffer<State, Primitives>

    /// Creates a lock around `state`.
    public init(_ state: State) {
        primitives = ManagedBuffer<State, Primitives>.create(minimumCapacity: 1) { _ in state }
        primitives.withUnsafeMutablePointerToElements { elements in
            elements.initialize(to: Primitives())
            pthread_mutex_init(&elements.pointee.mutex, nil)
            pthread_cond_init(&elements.pointee.condition, nil)
        }
    }

    deinit {
        primitives.withUnsafeMutablePointerToElements { elements in
            pthread_cond_destroy(&elements.pointee.condition)
            pthread_mutex_destroy(&elements.pointee.mutex)
        }
    }

    /// Runs `body` with the value, the mutex held.
    @inlinable @inline(__always)
    public func withLock<R>(_ body: (inout State) -> R) -> R {
        lock()
        defer { unlock() }
        // The header is reached through its address: no dynamic exclusivity check, the mutex already excludes.
        return primitives.withUnsafeMutablePointerToHeader { body(&$0.pointee) }
    }

    /// Runs `body` with the value, the mutex held, until it returns a result: while it returns `nil`, the
    /// thread waits for ``broadcast()`` without the mutex, and then runs `body` again.
    @inlinable @inline(__always)
    public func waitUntil<R>(_ body: (inout State) -> R?) -> R {
        lock()
        defer { unlock() }
        while true {
            if let result = primitives.withUnsafeMutablePointerToHeader({ body(&$0.pointee) }) { return result }
            wait()
        }
    }

    /// Wakes every thread waiting in ``waitUntil(_:)``.
    @inlinable @inline(__always)
    public func broadcast() {
        primitives.withUnsafeMutablePointerToElements { _ = pthread_cond_broadcast(&$0.pointee.condition) }
    }

    /// Locks the mutex; pair with ``unlock()``. Prefer ``withLock(_:)``.
    @inlinable @inline(__always)
    public func lock() {
        primitives.withUnsafeMutablePointerToElements { _ = pthread_mutex_lock(&$0.pointee.mutex) }
    }

    /// Unlocks the mutex ``lock()`` locked.
    @inlinable @inline(__always)
    public func unlock() {
        primitives.withUnsafeMutablePointerToElements { _ = pthread_mutex_unlock(&$0.pointee.mutex) }
    }

    /// Waits for ``broadcast()``; call between ``lock()`` and ``unlock()``.
    @inlinable @inline(__always)
    public func wait() {
        primitives.withUnsafeMutablePointerToElements { elements in
            _ = pthread_cond_wait(&elements.pointee.condition, &elements.pointee.mutex)
        }
    }
}

/// A mutex and its condition variable.
@usableFromInline
struct Primitives {
    @usableFromInline var mutex = pthread_mutex_t()
    @usableFromInline var condition = pthread_cond_t()
}
