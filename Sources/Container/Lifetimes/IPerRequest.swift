/// A new instance on every resolve, with typed arguments of any shape.
///
/// ```swift
/// final class OrderDetailsVM: IPerRequest {
///     typealias Arguments = Order
///     required init(container: IContainer, args: Order) { … }
/// }
///
/// let details: OrderDetailsVM = container.resolve(args: order)
/// ```
public protocol IPerRequest: IResolvable {}

extension IPerRequest {
    /// ``Lifetime/perRequest``.
    public static var lifetime: Lifetime { .perRequest }
}
