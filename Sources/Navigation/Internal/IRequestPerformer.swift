import HarborContainer
import HarborMVVM

/// What both services do with a request once they have built it, written once: ``PresenterService`` and
/// ``NavigationService`` differ only in the requests they build.
@MainActor
protocol IRequestPerformer: AnyObject {
    /// The container view models are resolved from; `nil` once it is released.
    var container: (any IContainer)? { get }

    /// The single point every request goes through (open on the services, overridden by test doubles).
    func perform(_ request: NavigationRequest, completion: @escaping NavigationEngine.Completion)
}

extension IRequestPerformer {
    /// Runs a request whose caller may not listen: with no `completion`, a failure goes to
    /// ``NavigationFailure/handler`` (navigation failures are never silent).
    func send(_ request: NavigationRequest, completion: (@MainActor (Result<Void, NavigationError>) -> Void)?) {
        guard let completion else {
            perform(request, completion: NavigationFailure.reporter(for: request))
            return
        }
        perform(request) { completion($0.map { _ in }) }
    }

    /// Runs a request for a screen that hands back a `Value`; `completion` gets it, `nil`, or the failure.
    func send<Value>(
        _ request: NavigationRequest,
        completion: @escaping @MainActor (Result<Value?, NavigationError>) -> Void
    ) {
        perform(request) { completion($0.map { $0 as? Value }) }
    }

    /// Runs a request and returns once its completion runs: the screen's value (or `nil`), or the failure thrown.
    func run(_ request: NavigationRequest) async throws(NavigationError) -> Any? {
        try await awaitOutcome(of: request, perform).get()
    }
}
