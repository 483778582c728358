/// A dependency resolved anew on each call: inject it where a service needs a fresh per-request instance
/// every time (a view model per screen it opens), or to break a cycle without keeping the container.
///
/// ```swift
/// final class OrdersCoordinator: ISingleton, Sendable {
///     private let makeDetails: Provider<OrderDetailsVM>
///
///     init(container: any IContainer, args: Void) {
///         makeDetails = container.provider()
///     }
///
///     func openDetails() -> OrderDetailsVM {
///         makeDetails()
///     }
/// }
/// ```
///
/// Each call resolves through the container, so lifetimes and mocks apply as for `resolve()`. Like a
/// service's `unowned let container`, a provider holds its container unowned: it must not outlive it.
public struct Provider<Value>: Sendable {
    private let make: @Sendable () -> Value

    /// Creates a provider that calls `make`; `container.provider()` is the usual way.
    ///
    /// - Parameter make: Resolves a value.
    public init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    /// Resolves a value.
    ///
    /// - Returns: What the container resolves for `Value` now.
    public func callAsFunction() -> Value {
        make()
    }
}
