/// A typed route: a value of the app's own type that names a destination, opened without a URL.
///
/// ```swift
/// enum AppRoute: IRoute {
///     case orderDetails(Int)
///
///     func destination() throws(RouteError) -> Destination {
///         switch self {
///         case .orderDetails(let id):
///             Destination(root: OrdersScreen.self).push(OrderDetailsScreen.self, args: id)
///         }
///     }
/// }
///
/// try await router.open(AppRoute.orderDetails(7))
/// ```
@MainActor
public protocol IRoute {
    /// The target hierarchy this route leads to.
    ///
    /// - Returns: The destination.
    /// - Throws: ``RouteError`` when the route names nothing that can be shown.
    func destination() throws(RouteError) -> Destination
}
