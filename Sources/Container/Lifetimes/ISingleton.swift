/// One instance per container tree, created lazily on its first resolve and released with the container.
///
/// ```swift
/// final class OrdersProvider: ISingleton, Sendable {
///     required init(container: IContainer, args: Void) {}
/// }
/// ```
///
/// The instance lives in the root container and is built against it, so a child container's mocks never end
/// up inside a shared singleton; mock the singleton itself instead. Creation happens exactly once even when
/// many threads ask first at the same moment; the initializer runs without any container lock held.
///
/// A singleton that may be resolved from several threads must be safe to share: make it `Sendable`, or
/// main-actor isolated (`@MainActor final class PresenterService: @MainActor ISingleton`).
public protocol ISingleton: IResolvable where Arguments == Void {
    /// The shared instance's type, which must be `Sendable`: every thread that resolves it shares it.
    ///
    /// Never declare it: it is the adopting type itself, and its name is what the compiler says when that type
    /// is neither `Sendable` nor main-actor isolated: `type 'Counter.AddSendableOrMainActor' (aka 'Counter')
    /// does not conform to the 'Sendable' protocol`. Write `final class Counter: ISingleton, Sendable` (its state
    /// immutable or guarded by a lock), or `@MainActor final class Counter: @MainActor ISingleton`.
    associatedtype AddSendableOrMainActor: Sendable
}

extension ISingleton {
    /// The adopting type itself (see the requirement).
    public typealias AddSendableOrMainActor = Self

    /// ``Lifetime/singleton``.
    public static var lifetime: Lifetime { .singleton }
}
