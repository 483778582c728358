/// A navigation request that failed with nobody to tell: it had no completion and no caller awaiting it.
///
/// Such a failure goes to ``NavigationFailure/handler`` (or, for the current task, to
/// ``NavigationFailure/withScopedHandler(_:isolation:operation:)``), which by default logs ``description`` to standard error:
///
/// ```text
/// Harbor: present OrderDetailsVC(args: Order #7) failed: no window to navigate in (…)
/// ```
///
/// A request with a completion reports its failure to the completion, and an `async` request throws it; neither
/// reaches the handler.
public struct NavigationFailure: CustomStringConvertible {
    /// The request that failed.
    public let request: NavigationRequest

    /// Why it failed.
    public let error: NavigationError

    /// Creates a failure; Harbor makes these, tests may make their own to call a handler.
    ///
    /// - Parameters:
    ///   - request: The request that failed.
    ///   - error: Why it failed.
    public init(request: NavigationRequest, error: NavigationError) {
        self.request = request
        self.error = error
    }

    /// `Harbor: <request> failed: <error>`, for example
    /// `Harbor: push OrderDetailsVC(args: Order #7) failed: no navigation stack on the top screen`.
    public var description: String { "Harbor: \(request) failed: \(error)" }
}
