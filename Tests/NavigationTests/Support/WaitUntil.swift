import Testing

/// Suspends until `condition` holds, letting other main-actor tasks run in between (no timing involved).
///
/// Gives up after `timeout`: records an issue at the caller, whose `condition` never held, and throws, so that
/// the test fails and stops there instead of hanging the test run. The timeout is only that safety net; a
/// passing run never depends on it.
@MainActor
func waitUntil(
    timeout: Duration = .seconds(30),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: () -> Bool
) async throws {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
        if ContinuousClock.now >= deadline {
            try #require(
                condition(), "timed out after \(timeout) waiting for the condition given here",
                sourceLocation: sourceLocation)
            return
        }
        await Task.yield()
    }
}
