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
public final class Lazy<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    /// The value, once made, in a box of a type that is not generic (reading it looks up no generic type).
    private let made = Locked<AnyBox?>(nil)

    /// Creates a lazy value made by `make` on first use; `container.lazy()` is the usual way.
    ///
    /// - Parameter make: Resolves the value.
    public init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// The value: resolved on the first read, the same one on every later read, from any thread.
    ///
    /// The first read resolves without any lock held (the initializer may read other lazy values); when two
    /// threads read first at once, the first to finish wins and both return its value.
    public var value: Value {
        if let box = made.withLock({ $0 }) { return box.value(as: Value.self) }
        let resolved = Box(make())
        return made.withLock { made in
            if made == nil { made = resolved }
            return made ?? resolved
        }.value(as: Value.self)
    }
}
