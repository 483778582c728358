/// What a link carried: the values of its pattern's `:name` segments and its query items.
///
/// ```swift
/// routes.register("/orders/:id") { params throws(RouteError) in
///     let id = try params.value("id", as: Int.self)  // throws .invalidParameter for "/orders/seven"
///     return Destination(root: OrdersScreen.self).push(OrderDetailsScreen.self, args: id)
/// }
/// ```
public struct RouteParameters: Sendable, Equatable {
    /// The link as it was opened.
    public let link: String

    /// The values of the pattern's `:name` segments, percent-decoded.
    public let pathValues: [String: String]

    /// The query items (`?tab=open&page=2`), percent-decoded; the last one wins for a repeated name.
    public let query: [String: String]

    /// Creates parameters.
    ///
    /// - Parameters:
    ///   - link: The link as opened.
    ///   - pathValues: The values of the pattern's `:name` segments.
    ///   - query: The query items.
    public init(link: String, pathValues: [String: String] = [:], query: [String: String] = [:]) {
        self.link = link
        self.pathValues = pathValues
        self.query = query
    }

    /// The value of a path segment or, failing that, of a query item; `nil` when the link has neither.
    ///
    /// - Parameter name: A `:name` of the pattern, or a query item's name.
    public subscript(name: String) -> String? {
        pathValues[name] ?? query[name]
    }

    /// The value named `name`.
    ///
    /// - Parameter name: A `:name` of the pattern, or a query item's name.
    /// - Returns: The value as text.
    /// - Throws: ``RouteError/missingParameter(name:)``.
    public func value(_ name: String) throws(RouteError) -> String {
        guard let text = self[name] else {
            throw .missingParameter(name: name)
        }
        return text
    }

    /// The value named `name`, parsed as `Value` (`Int`, `Double`, `Bool`, an enum with a `String` raw value
    /// made `LosslessStringConvertible`, …).
    ///
    /// ```swift
    /// let id = try params.value("id", as: Int.self)
    /// ```
    ///
    /// - Parameters:
    ///   - name: A `:name` of the pattern, or a query item's name.
    ///   - type: The type to parse.
    /// - Returns: The parsed value.
    /// - Throws: ``RouteError/missingParameter(name:)`` or ``RouteError/invalidParameter(name:value:expected:)``.
    public func value<Value: LosslessStringConvertible>(_ name: String, as type: Value.Type) throws(RouteError)
        -> Value
    {
        let text = try value(name)
        guard let value = Value(text) else {
            throw .invalidParameter(name: name, value: text, expected: "\(Value.self)")
        }
        return value
    }
}
