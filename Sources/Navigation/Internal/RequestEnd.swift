/// Makes sure a request ends exactly once: its completion runs once, and the queue moves on once, when the
/// transition finishes or, if it never does (UIKit drops the completion of a presentation it refuses), after the
/// timeout with ``NavigationError/transitionDidNotFinish(action:)``.
@MainActor
final class RequestEnd {
    private var completion: NavigationEngine.Completion?
    private var done: (@MainActor () -> Void)?
    private var timeout: Task<Void, Never>?

    init(completion: @escaping NavigationEngine.Completion, done: @escaping @MainActor () -> Void) {
        self.completion = completion
        self.done = done
    }

    /// Reports `outcome`, unless the request has already reported.
    func report(_ outcome: Result<Any?, NavigationError>) {
        guard let completion else {
            return
        }
        self.completion = nil
        completion(outcome)
    }

    /// Lets the queue move on, once.
    func transitionEnded() {
        timeout?.cancel()
        timeout = nil
        guard let done else {
            return
        }
        self.done = nil
        done()
    }

    /// Whether the transition is still running (the queue has not moved on).
    var isRunning: Bool { done != nil }

    /// Ends the request with an error if the transition has not ended after `seconds`. The timer keeps this object
    /// alive: the closures UIKit was given may be dropped.
    func startTimeout(after seconds: Double, action: NavigationRequest.Action) {
        timeout = Task { [self] in
            try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
            guard !Task.isCancelled, done != nil else {
                return
            }
            report(.failure(.transitionDidNotFinish(action: action)))
            transitionEnded()
        }
    }
}
