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
    // `@unchecked Sendable`: `made` is guarded by `lock`; `make` is `@Sendable` and never changes.
    private let lock = Lock()
    private let make: @Sendable () -> Value
    private var made: Value?

    /// Creates a lazy value made by `make` on first use; `container.lazy()` is the usual way.
    ///
    /// - Parameter make: Resolves the value.
    public init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value: resolved on the first read, the same one on every later read.
    public var value: Value {
        if let made = lock.withLock({ made }) { return made }
        // Resolved without the lock held (its initializer may read other lazy values); the first to finish wins.
        let resolved = make()
        return lock.withLock {
            if let made { return made }
            made = resolved
            return resolved
        }
    }
}
