/// Holds a request's outcome on the main actor while the awaiting task resumes; it never leaves the main actor.
@MainActor
private final class OutcomeBox {
    var outcome: Result<Any?, NavigationError> = .success(nil)
}

/// Sends a request through `perform` and suspends until its completion runs.
@MainActor
func awaitOutcome(
    of request: NavigationRequest,
    _ perform: (NavigationRequest, @escaping @MainActor (Result<Any?, NavigationError>) -> Void) -> Void
) async -> Result<Any?, NavigationError> {
    let box = OutcomeBox()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        perform(request) { outcome in
            box.outcome = outcome
            continuation.resume()
        }
    }
    return box.outcome
}
