/// One request to open a route, as ``RouterService`` hands it to ``RouterService/perform(_:completion:)``, the
/// single point a test double overrides.
///
/// ```swift
/// #expect(router.requests.map(\.route) == ["harbor://orders/7"])
/// ```
public struct RouteRequest: CustomStringConvertible {
    /// What was opened: the link as given, or the typed route's description (`orderDetails(7)`).
    public let route: String

    /// The typed route, or `nil` for a link.
    public let typedRoute: (any IRoute)?

    /// Whether the last transition is animated (the ones before it never are).
    public let animated: Bool

    /// Makes the destination: matches the link, or asks the typed route.
    let destination: @MainActor () throws(RouteError) -> Destination

    init(
        route: String,
        typedRoute: (any IRoute)? = nil,
        animated: Bool,
        destination: @escaping @MainActor () throws(RouteError) -> Destination
    ) {
        self.route = route
        self.typedRoute = typedRoute
        self.animated = animated
        self.destination = destination
    }

    /// The typed route as `type`, or `nil` for a link or a route of another type.
    ///
    /// - Parameter type: The app's route type.
    /// - Returns: The typed route.
    public func typedRoute<Route: IRoute>(as type: Route.Type) -> Route? {
        typedRoute as? Route
    }

    /// For example `open harbor://orders/7`.
    public var description: String {
        "open \(route)" + (animated ? "" : " (not animated)")
    }
}
