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
    /// Never declare it: it defaults to the adopting type, so a class that is neither `Sendable` nor
    /// main-actor isolated does not compile (`type 'Counter' does not conform to the 'Sendable' protocol`).
    /// A main-actor class is `Sendable` and adopts the protocol with an isolated conformance.
    associatedtype SharedInstance: Sendable = Self
}

extension ISingleton {
    /// ``Lifetime/singleton``.
    public static var lifetime: Lifetime { .singleton }
}
