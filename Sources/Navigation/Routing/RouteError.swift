/// Why a route could not be opened. Whenever ``RouterService`` reports one of these, nothing changed on screen.
///
/// ```swift
/// do {
///     try await router.openAndWait("harbor://orders/seven")
/// } catch .invalidParameter(let name, let value, _) {
///     log("bad \(name): \(value)")
/// } catch {
///     log(error.description)
/// }
/// ```
public enum RouteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The link's scheme, or its web host, is not one the route table serves (``RouteTable/schemes``,
    /// ``RouteTable/hosts``): a link meant for another app or site, refused whatever its path.
    case foreignLink(String)
    /// No registered pattern matches the link.
    case unknownRoute(String)
    /// The link lacks a parameter the route needs.
    case missingParameter(name: String)
    /// A parameter does not parse as the type the route needs.
    case invalidParameter(name: String, value: String, expected: String)
    /// The route is known, but what it names does not exist (for example no order with that number).
    case notFound(String)
    /// The destination names a tab that no tab bar on screen has.
    case tabNotFound(typeName: String)
    /// The destination's root screen is not on screen.
    case rootNotFound(typeName: String)
    /// The destination pushes screens where the hierarchy has no navigation stack.
    case noNavigationStack(typeName: String)
    /// Navigation could not run: no window (after waiting for one), a view model that could not be resolved, …
    case navigation(NavigationError)

    /// A readable explanation.
    public var description: String {
        switch self {
        case .foreignLink(let link):
            "'\(link)' is not a link of this app: the route table serves neither its scheme nor its host"
        case .unknownRoute(let link): "no route matches '\(link)'"
        case .missingParameter(let name): "the link has no '\(name)'"
        case .invalidParameter(let name, let value, let expected): "'\(value)' is not a valid \(expected) for '\(name)'"
        case .notFound(let what): "\(what) does not exist"
        case .tabNotFound(let typeName): "no tab bar on screen has a \(typeName) tab"
        case .rootNotFound(let typeName): "\(typeName) is not at the root of the window"
        case .noNavigationStack(let typeName): "\(typeName) is in no navigation stack to push on"
        case .navigation(let error): error.description
        }
    }
}

extension RouteError {
    /// This error as a ``NavigationError``, for ``NavigationFailure``: a navigation failure as it is, any other
    /// wrapped in ``NavigationError/routeFailed(_:)``.
    var navigationError: NavigationError {
        if case .navigation(let error) = self { return error }
        return .routeFailed(self)
    }
}

/// Runs `body`, one of a route's navigation steps, throwing its failure as ``RouteError/navigation(_:)``.
@MainActor
func navigating(_ body: () throws(NavigationError) -> Void) throws(RouteError) {
    do throws(NavigationError) {
        try body()
    } catch {
        throw .navigation(error)
    }
}
