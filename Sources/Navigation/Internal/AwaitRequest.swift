/// Holds a request's outcome on the main actor while the awaiting task resumes; it never leaves the main actor.
@MainActor
private final class OutcomeBox<Outcome> {
    var outcome: Outcome?
}

/// Sends a request through `perform` and suspends until its completion runs.
@MainActor
func awaitOutcome<Request, Outcome>(
    of request: Request,
    _ perform: (Request, @escaping @MainActor (Outcome) -> Void) -> Void
) async -> Outcome {
    let box = OutcomeBox<Outcome>()
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        perform(request) { outcome in
            box.outcome = outcome
            continuation.resume()
        }
    }
    return box.outcome!  // set before the continuation resumes
}
