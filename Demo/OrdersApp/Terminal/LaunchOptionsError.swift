/// A command line the demo does not understand.
public struct LaunchOptionsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong, for the user.
    public let message: String

    /// Creates an error.
    ///
    /// - Parameter message: What was wrong.
    public init(message: String) {
        self.message = message
    }

    /// The message followed by a hint to `--help`.
    public var description: String { "orders-demo: \(message) (see --help)" }
}
