/// One job's turn at the head of the navigation queue. It ends exactly once: when the job's transitions have
/// finished, or at its deadline, whichever comes first. UIKit never calls back a transition it refuses, and a
/// transition coordinator may never complete; the deadline is what makes every job, and so every request, end.
@MainActor
final class QueueTurn {
    /// The window provider bound when the turn began; the job navigates in its window.
    let windowProvider: (any IWindowProvider)?
    /// The options bound when the turn began.
    let options: NavigationOptions
    private var onEnd: (@MainActor () -> Void)?
    private var deadline: Task<Void, Never>?

    init(windowProvider: (any IWindowProvider)?, options: NavigationOptions, onEnd: @escaping @MainActor () -> Void) {
        self.windowProvider = windowProvider
        self.options = options
        self.onEnd = onEnd
    }

    /// Whether the turn is over; a job checks it before each further transition.
    var hasEnded: Bool { onEnd == nil }

    /// Ends the turn, once: the queue moves on.
    func end() {
        guard let onEnd else { return }
        self.onEnd = nil
        deadline?.cancel()
        deadline = nil
        onEnd()
    }

    /// Ends the turn ``NavigationOptions/transitionTimeout`` seconds after now unless it has ended by then, running
    /// `timedOut` first. The timer keeps the turn alive: the closures UIKit was given may be dropped.
    func startDeadline(timedOut: @escaping @MainActor () -> Void) {
        let seconds = options.transitionTimeout
        deadline = Task { [self] in
            try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
            guard !Task.isCancelled, !hasEnded else { return }
            timedOut()
            end()
        }
    }
}

/// A request's completion, called at most once: the request ends by its transition or by its turn's deadline,
/// and whichever comes second is ignored.
@MainActor
final class RequestEnd<Outcome> {
    private var completion: (@MainActor (Outcome) -> Void)?

    init(_ completion: @escaping @MainActor (Outcome) -> Void) {
        self.completion = completion
    }

    /// Reports `outcome`, unless the request has already reported.
    func report(_ outcome: Outcome) {
        guard let completion else { return }
        self.completion = nil
        completion(outcome)
    }
}
