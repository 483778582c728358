/// One instance per container tree, created lazily on its first resolve and released with the container.
///
/// ```swift
/// final class OrdersProvider: ISingleton {
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
public protocol ISingleton: IResolvable where Arguments == Void {}

extension ISingleton {
    /// ``Lifetime/singleton``.
    public static var lifetime: Lifetime { .singleton }
}
