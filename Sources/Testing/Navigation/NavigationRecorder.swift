import HarborContainer
import HarborMVVM
import HarborNavigation

/// What a recording double does with a request: keeps it, and completes it at once with the failure set by
/// ``IRecordsNavigation/failNextRequest(with:)``, the stubbed result of its screen type, or success.
///
/// ``RecordingPresenterService`` and ``RecordingNavigationService`` each own one; read what they recorded through
/// ``IRecordsNavigation``.
@MainActor
public final class NavigationRecorder {
    /// Every request, in order.
    public private(set) var requests: [NavigationRequest] = []

    init() {}

    private var nextFailure: NavigationError?
    private var stubbedResults: [ObjectIdentifier: Any] = [:]

    /// Records `request` and completes it before returning.
    func record(
        _ request: NavigationRequest,
        completion: @MainActor (Result<Any?, NavigationError>) -> Void
    ) {
        requests.append(request)
        if let failure = nextFailure {
            nextFailure = nil
            completion(.failure(failure))
        } else if request.expectsResult, let type = request.screenType {
            completion(.success(stubbedResults[ObjectIdentifier(type)]))
        } else {
            completion(.success(nil))
        }
    }

    /// Makes the next request fail with `error`.
    func failNextRequest(with error: NavigationError) {
        nextFailure = error
    }

    /// Sets the value a shown `screen` hands back.
    func stubResult(_ value: Any, for screen: any Any.Type) {
        stubbedResults[ObjectIdentifier(screen)] = value
    }

    /// The view-model arguments, as `Arguments`, of every `action` request that showed `screen`, in order.
    func arguments<Arguments>(of screen: any Any.Type, action: NavigationRequest.Action, as: Arguments.Type)
        -> [Arguments]
    {
        requests.filter { $0.action == action && $0.screenType == screen }
            .compactMap { $0.arguments(as: Arguments.self) }
    }
}
