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
/// try await router.openAndWait(AppRoute.orderDetails(7))
/// ```
///
/// The type itself is not tied to the main actor (a route can be made anywhere, for example from a
/// notification's payload); its ``destination()`` runs on the main actor.
public protocol IRoute {
    /// The target hierarchy this route leads to.
    ///
    /// - Returns: The destination.
    /// - Throws: ``RouteError`` when the route names nothing that can be shown.
    @MainActor func destination() throws(RouteError) -> Destination
}
