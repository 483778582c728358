import HarborAtomics
import HarborSupport

/// A dependency resolved on first use and kept: inject it where resolving in `init` would be too early
/// (an expensive service used on one path) or would close a cycle.
///
/// ```swift
/// final class CheckoutVM: IPerRequest {
///     private let payments: Lazy<PaymentsService>
///
///     init(container: any IContainer, args: Void) {
///         payments = container.lazy()
///     }
///
///     func pay() {
///         payments.value.charge()
///     }
/// }
/// ```
///
/// Like a service's `unowned let container`, a `Lazy` holds its container unowned: it must not outlive it.
/// The value is `Sendable` because every thread that reads ``value`` shares it.
public final class Lazy<Value: Sendable>: @unchecked Sendable {
    // `@unchecked Sendable`: `made` is written once, under `lock`, before `ready` is published with a release
    // store, and only read after that (by a thread that acquire-loaded `ready` as 1, or under `lock`). `make` is
    // `@Sendable` and never changes.
    private let lock = Lock()
    private let make: @Sendable () -> Value
    /// The value, once made. `@exclusivity(unchecked)`: the protocol above already keeps accesses apart, and the
    /// dynamic check would cost every read.
    @exclusivity(unchecked) @usableFromInline var made: Value?
    /// 1 once `made` is set (release store), else 0: a read of a made value takes no lock.
    @usableFromInline let ready: UnsafeMutablePointer<Int>

    /// Creates a lazy value made by `make` on first use; `container.lazy()` is the usual way.
    ///
    /// - Parameter make: Resolves the value.
    public init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
        ready = .allocate(capacity: 1)
        ready.initialize(to: 0)
    }

    deinit {
        ready.deallocate()
    }

    /// The value: resolved on the first read, the same one on every later read, from any thread.
    ///
    /// A read after the first is one atomic load (it took a lock, and cost more than resolving a singleton
    /// again: Benchmarks/README, round 4).
    @inlinable public var value: Value {
        // Inlined, so that the caller's module specialises it: unspecialised, copying a `Value?` looks up
        // `Optional<Value>`'s metadata at run time (about 500 instructions per read).
        if harbor_atomic_load_acquire(ready) != 0 { return made.unsafelyUnwrapped }
        return firstValue()
    }

    /// The first read: resolves without the lock held (the initializer may read other lazy values); when two
    /// threads resolve at once, the first to finish wins and both return its value.
    @usableFromInline @inline(never)
    func firstValue() -> Value {
        if let made = lock.withLock({ made }) { return made }
        let resolved = make()
        return lock.withLock {
            if let made { return made }
            made = resolved
            harbor_atomic_store_release(ready, 1)
            return resolved
        }
    }
}
