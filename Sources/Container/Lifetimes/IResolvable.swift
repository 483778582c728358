/// A type the container can build: it takes the container and its typed arguments in its initializer.
///
/// Adopt one of the lifetime protocols rather than this one: ``ISingleton``, ``IPerRequest``,
/// ``IWeakShared``, ``IPerGraph`` or ``IScoped``. Each supplies ``lifetime``.
///
/// ```swift
/// final class OrderDetailsVM: IPerRequest {
///     typealias Arguments = Order
///     let title: String
///
///     required init(container: IContainer, args: Order) {
///         title = "Details of \(args.name) #\(args.id)"
///     }
/// }
/// ```
///
/// A main-actor type adopts its lifetime protocol with an isolated conformance
/// (`@MainActor final class OrdersVM: @MainActor IPerRequest`) and is then resolved from main-actor code.
public protocol IResolvable: AnyObject {
    /// What the initializer takes besides the container: `Void` (the default), a model, a struct or a tuple.
    associatedtype Arguments = Void

    /// Creates the instance. Resolve dependencies from `container` here.
    ///
    /// - Parameters:
    ///   - container: The container resolving this instance. A service that keeps it must hold it `unowned`
    ///     (or `weak`) and must not outlive it: the container owns its singletons, so a strong reference
    ///     would be a retain cycle.
    ///   - args: The arguments the caller passed to `resolve(args:)`.
    /// - Throws: Nothing, usually: write a plain `required init(container:args:)`. An initializer that wants a
    ///   failed dependency to reach the caller's `resolveOrThrow` instead of the fatal-error handler declares
    ///   `throws(ResolutionError)` and resolves with `try container.resolveOrThrow()`.
    init(container: any IContainer, args: Arguments) throws(ResolutionError)

    /// How long an instance lives; supplied by the lifetime protocol the type adopts.
    static var lifetime: Lifetime { get }
}
