/// The app's links: the schemes and web hosts it serves, and URL patterns, each with the closure that turns a
/// matching link into a ``Destination``.
///
/// ```swift
/// let router: RouterService = container.resolve()
/// router.routes.schemes = ["myapp"]                 // myapp://orders/7
/// router.routes.hosts = ["shop.example.com"]        // https://shop.example.com/orders/7 (universal links)
/// router.routes.register("/orders/:id") { params throws(RouteError) in
///     Destination(root: OrdersScreen.self)
///         .push(OrderDetailsScreen.self, args: try params.value("id", as: Int.self))
/// }
/// ```
///
/// A link from outside the app is input, not a command: a link whose scheme is not in ``schemes``, or an `http`
/// or `https` link whose host is not in ``hosts``, is refused with ``RouteError/foreignLink(_:)`` and changes
/// nothing, whatever its path. Both are empty by default, so a table that declares neither serves only paths
/// (`/orders/7`), the form the app's own code uses.
///
/// A pattern is a path whose `:name` segments capture a value (``RouteParameters``). Links match by their path:
/// for a custom scheme (`myapp://orders/7`) the host is the first segment, for `http` and `https` links
/// (`https://shop.example.com/orders/7`) the host is the domain; the query (`?tab=open`) is handed to the
/// closure. A literal segment wins over a `:name` segment in the same place, so `/orders/new` and `/orders/:id`
/// can both be registered. Matching costs one dictionary lookup per segment, however many routes there are, and
/// does not recurse: patterns and links of any length are matched.
@MainActor
public final class RouteTable {
    /// Turns a link's parameters into a destination, or throws why it cannot.
    public typealias Build = @MainActor (RouteParameters) throws(RouteError) -> Destination

    /// What the trie stores: a closure whose failure is a value. A function type with a typed `throws` cannot be
    /// a generic argument before iOS 18, tvOS 18 and macOS 15 (its metadata needs that runtime).
    private typealias StoredBuild = @MainActor (RouteParameters) -> Result<Destination, RouteError>

    private var trie = RouteTrie<StoredBuild>()

    /// The registered patterns, in registration order.
    public private(set) var patterns: [String] = []

    /// The custom URL schemes the app's links use, such as `myapp` for `myapp://orders/7`; compared ignoring
    /// case. A link with any other scheme is refused. `http` and `https` links are served by ``hosts`` instead.
    public var schemes: Set<String> = []

    /// The domains of the app's universal links, such as `shop.example.com` for
    /// `https://shop.example.com/orders/7`; compared ignoring case, without port. An `http` or `https` link to
    /// any other host is refused.
    public var hosts: Set<String> = []

    /// Creates a table serving `schemes` and `hosts`, with no patterns.
    ///
    /// - Parameters:
    ///   - schemes: The custom URL schemes the app's links use (``schemes``).
    ///   - hosts: The domains of its universal links (``hosts``).
    public init(schemes: Set<String> = [], hosts: Set<String> = []) {
        self.schemes = schemes
        self.hosts = hosts
    }

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

    /// The parameters `link` carries for the pattern it matches, or `nil` when none matches or the table does
    /// not serve the link's scheme or host.
    ///
    /// - Parameter link: A URL (`myapp://orders/7`, `https://shop.example.com/orders/7`) or a path (`/orders/7`).
    /// - Returns: The matched pattern and the parameters.
    public func match(_ link: String) -> (pattern: String, parameters: RouteParameters)? {
        let parsed = RouteLink(link)
        guard serves(parsed) else { return nil }
        return lookUp(link, parsed).map { ($0.entry.pattern, $0.parameters) }
    }

    /// The destination of `link`: its pattern's closure run with the link's parameters.
    ///
    /// - Parameter link: A URL or a path.
    /// - Returns: Where the link leads.
    /// - Throws: ``RouteError/foreignLink(_:)`` when the table does not serve the link's scheme or host,
    ///   ``RouteError/unknownRoute(_:)`` when no pattern matches, or what the closure throws.
    public func destination(for link: String) throws(RouteError) -> Destination {
        let parsed = RouteLink(link)
        guard serves(parsed) else {
            throw .foreignLink(link)
        }
        guard let found = lookUp(link, parsed) else {
            throw .unknownRoute(link)
        }
        return try found.entry.value(found.parameters).get()
    }

    /// Whether `link` is a path, has one of ``schemes``, or is a web link to one of ``hosts``.
    private func serves(_ link: RouteLink) -> Bool {
        guard let scheme = link.scheme else { return true }
        if let host = link.host {
            return hosts.contains { $0.lowercased() == host }
        }
        return scheme != "http" && scheme != "https" && schemes.contains { $0.lowercased() == scheme }
    }

    private func lookUp(_ link: String, _ parsed: RouteLink)
        -> (entry: RouteTrie<StoredBuild>.Entry, parameters: RouteParameters)?
    {
        guard let (entry, captured) = trie.match(parsed.segments) else { return nil }
        var values: [String: String] = [:]
        for (name, value) in zip(entry.parameterNames, captured) {
            values[name] = String(value)
        }
        return (entry, RouteParameters(link: link, pathValues: values, query: parsed.query))
    }
}
