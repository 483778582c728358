import HarborSupport

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
    /// For a single test prefer ``withScopedHandler(_:isolation:operation:)`` (HarborTesting's
    /// `captureNavigationFailures` uses it), which does not affect tests running at the same time.
    @MainActor public static var handler: Handler = log

    /// Runs `operation` with `handler` receiving the failures of the requests made in it (and in its child
    /// tasks), instead of ``handler``.
    ///
    /// The handler in effect is read when a request is made, so a request made in `operation` reports to
    /// `handler` even if it fails after `operation` returned.
    ///
    /// - Parameters:
    ///   - handler: Receives the failures.
    ///   - isolation: The caller's actor; inferred.
    ///   - operation: The code that navigates.
    /// - Returns: What `operation` returns.
    /// - Throws: What `operation` throws.
    public static func withScopedHandler<Value>(
        _ handler: @escaping Handler,
        isolation: isolated (any Actor)? = #isolation,
        operation: () async throws -> Value
    ) async rethrows -> Value {
        try await $scoped.withValue(ScopedHandler(handler), operation: operation)
    }

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
    /// request was made (the task's scoped handler, else ``handler``).
    @MainActor
    static func reporter(for request: NavigationRequest) -> @MainActor (Result<Any?, NavigationError>) -> Void {
        let scoped = scoped?.handle
        return { outcome in
            guard case .failure(let error) = outcome else { return }
            if case .duplicateRequest = error { return }  // a double tap changed nothing, as it should
            (scoped ?? handler)(NavigationFailure(request: request, error: error))
        }
    }

    /// The handler set by ``withScopedHandler(_:isolation:operation:)`` for the current task. Boxed in a class:
    /// binding a closure-typed task-local crashes optimized builds (Swift 6.3 on Linux).
    @TaskLocal static var scoped: ScopedHandler?
}

/// A handler as a task-local value.
final class ScopedHandler: Sendable {
    let handle: NavigationFailure.Handler

    init(_ handle: @escaping NavigationFailure.Handler) {
        self.handle = handle
    }
}
