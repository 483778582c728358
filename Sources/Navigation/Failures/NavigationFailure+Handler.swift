extension NavigationFailure {
    /// What receives a failed request that had no completion and no awaiting caller.
    public typealias Handler = @MainActor @Sendable (NavigationFailure) -> Void

    /// Where failed requests without a completion go; ``log`` by default.
    ///
    /// Replace it at launch to send failures to your logger or crash reporter, or to stop in debug builds:
    ///
    /// ```swift
    /// NavigationFailure.handler = NavigationFailure.logAndAssert
    /// ```
    ///
    /// For a single test prefer ``scopedHandler`` (HarborTesting's `captureNavigationFailures` sets it), which
    /// does not affect tests running at the same time.
    @MainActor public static var handler: Handler = log

    /// A handler for the current task (and its child tasks) only, which wins over ``handler``.
    ///
    /// It is read when a request is made, so a request made inside
    /// `NavigationFailure.$scopedHandler.withValue(…) { … }` reports there even if it fails later.
    @TaskLocal public static var scopedHandler: Handler?

    /// Writes the failure's ``NavigationFailure/description`` to standard error: the default ``handler``.
    public static let log: Handler = { failure in
        writeToStandardError(failure.description + "\n")
    }

    /// Logs the failure, then stops a debug build with `assertionFailure`; a release build only logs.
    public static let logAndAssert: Handler = { failure in
        log(failure)
        assertionFailure(failure.description)
    }

    /// A completion for a request nobody listens to: it sends a failure to the handler in effect when the
    /// request was made (the task's ``scopedHandler``, else ``handler``).
    @MainActor
    static func reporter(for request: NavigationRequest) -> @MainActor (Result<Any?, NavigationError>) -> Void {
        let scoped = scopedHandler
        return { outcome in
            guard case .failure(let error) = outcome else { return }
            (scoped ?? handler)(NavigationFailure(request: request, error: error))
        }
    }
}
