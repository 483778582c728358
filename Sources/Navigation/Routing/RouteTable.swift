/// The app's links: URL patterns, each with the closure that turns a matching link into a ``Destination``.
///
/// ```swift
/// let router: RouterService = container.resolve()
/// router.routes.register("/orders/:id") { params throws(RouteError) in
///     Destination(root: OrdersScreen.self)
///         .push(OrderDetailsScreen.self, args: try params.value("id", as: Int.self))
/// }
/// ```
///
/// A pattern is a path whose `:name` segments capture a value (``RouteParameters``). Links match by their path:
/// for a custom scheme (`myapp://orders/7`) the host is the first segment, for `http` and `https` links
/// (`https://example.com/orders/7`) the host is the domain and is not matched; the query (`?tab=open`) is
/// handed to the closure. A literal segment wins over a `:name` segment in the same place, so `/orders/new` and
/// `/orders/:id` can both be registered. Matching costs one dictionary lookup per segment, however many routes
/// there are.
@MainActor
public final class RouteTable {
    /// Turns a link's parameters into a destination, or throws why it cannot.
    public typealias Build = @MainActor (RouteParameters) throws(RouteError) -> Destination

    /// What the trie stores: a closure whose failure is a value. A function type with a typed `throws` cannot be
    /// a generic argument before iOS 18, tvOS 18 and macOS 15 (its metadata needs that runtime).
    private typealias StoredBuild = @MainActor (RouteParameters) -> Result<Destination, RouteError>

    private let trie = RouteTrie<StoredBuild>()

    /// The registered patterns, in registration order.
    public private(set) var patterns: [String] = []

    /// Creates an empty table.
    public init() {}

    /// Registers `pattern`; a pattern of the same shape registered before is replaced.
    ///
    /// - Parameters:
    ///   - pattern: A path such as `/orders/:id`; a segment starting with `:` captures the link's segment.
    ///   - build: Makes the destination from the link's parameters; it throws ``RouteError`` for a parameter that
    ///     does not parse or names nothing.
    public func register(_ pattern: String, _ build: @escaping Build) {
        let stored: StoredBuild = { parameters in
            do throws(RouteError) {
                return .success(try build(parameters))
            } catch {
                return .failure(error)
            }
        }
        if let replaced = trie.insert(pattern, value: stored) {
            patterns.removeAll { $0 == replaced.pattern }
        }
        patterns.append(pattern)
    }

    /// The parameters `link` carries for the pattern it matches, or `nil` when none matches.
    ///
    /// - Parameter link: A URL (`myapp://orders/7`, `https://example.com/orders/7`) or a path (`/orders/7`).
    /// - Returns: The matched pattern and the parameters.
    public func match(_ link: String) -> (pattern: String, parameters: RouteParameters)? {
        lookUp(link).map { ($0.entry.pattern, $0.parameters) }
    }

    /// The destination of `link`: its pattern's closure run with the link's parameters.
    ///
    /// - Parameter link: A URL or a path.
    /// - Returns: Where the link leads.
    /// - Throws: ``RouteError/unknownRoute(_:)`` when no pattern matches, or what the closure throws.
    public func destination(for link: String) throws(RouteError) -> Destination {
        guard let found = lookUp(link) else {
            throw .unknownRoute(link)
        }
        return try found.entry.value(found.parameters).get()
    }

    private func lookUp(_ link: String) -> (entry: RouteTrie<StoredBuild>.Entry, parameters: RouteParameters)? {
        let parsed = RouteLink(link)
        guard let (entry, captured) = trie.match(parsed.segments) else {
            return nil
        }
        var values: [String: String] = [:]
        for (name, value) in zip(entry.parameterNames, captured) {
            values[name] = String(value)
        }
        return (entry, RouteParameters(link: link, pathValues: values, query: parsed.query))
    }
}
