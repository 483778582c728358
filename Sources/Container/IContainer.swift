/// A dependency-injection container: the one thing every ``IResolvable`` type receives in its initializer.
///
/// Types declare how long they live by adopting a lifetime protocol (``ISingleton``, ``IPerRequest``,
/// ``IWeakShared``, ``IPerGraph``, ``IScoped``) and need no registration:
///
/// ```swift
/// final class OrdersVM: IPerRequest {
///     private let provider: OrdersProvider
///
///     required init(container: IContainer, args: Void) {
///         provider = container.resolve()
///     }
/// }
///
/// let container = Container()
/// let viewModel: OrdersVM = container.resolve()
/// ```
///
/// Protocols are bound to implementations on the concrete ``Container`` (``Container/bind(_:lifetime:factory:)-(_,_,(IContainer)->Service)``)
/// and resolved by the protocol type. The convenience calls (`resolve()`, `resolve(args:)`) are in an extension;
/// the two requirements below are the throwing primitives they call.
///
/// The container is `Sendable`: any thread or task may resolve from it.
public protocol IContainer: AnyObject, Sendable {
    /// Resolves a type that declares its own lifetime, or the mock that replaces it.
    ///
    /// - Parameters:
    ///   - type: The type to resolve.
    ///   - args: The arguments its initializer takes.
    /// - Returns: An instance whose lifetime follows `T`'s lifetime protocol.
    /// - Throws: ``ResolutionError`` when the resolve itself fails (a cycle, a mock with other arguments).
    func resolveOrThrow<T: IResolvable>(_ type: T.Type, args: T.Arguments) throws(ResolutionError) -> T

    /// Resolves a service that was bound with ``Container/bind(_:lifetime:factory:)-(_,_,(IContainer)->Service)`` (usually a protocol).
    ///
    /// - Parameters:
    ///   - type: The service type, as it was bound.
    ///   - args: The arguments the binding takes (`()` for none).
    /// - Returns: The bound implementation.
    ///   A type that declares its own lifetime and has no binding or mock is resolved as `resolve()` would
    ///   (what generic code relies on).
    /// - Throws: ``ResolutionError`` when nothing is bound to `type`, or it was bound with other arguments.
    func resolveOrThrow<Service, Arguments>(
        _ type: Service.Type,
        args: Arguments
    ) throws(ResolutionError) -> Service
}
