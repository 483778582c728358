import HarborContainer
import HarborNavigation

/// A `RouterService` that records every route opened instead of navigating; swap it in through the container
/// so a view-model test asserts which link or typed route was opened, without UIKit.
///
/// ```swift
/// let router = RecordingRouterService.install(in: container)
/// notifications.didTap(orderID: 7)
/// #expect(router.openedRoutes == ["harbor://orders/7"])
/// ```
///
/// Requests succeed by default; ``failNextRequest(with:)`` makes the next one fail.
@MainActor
open class RecordingRouterService: RouterService {
    /// Every request, in order.
    public private(set) var requests: [RouteRequest] = []

    private var nextFailure: RouteError?

    /// Creates a recording router and mocks `RouterService` with it in `container`.
    ///
    /// - Parameter container: The container the code under test resolves from; it must outlive the double.
    /// - Returns: The double, for assertions.
    public static func install(in container: Container) -> Self {
        let double = Self(container: container, args: ())
        // The router a root container made before (a singleton, handed out already) hands its requests to the
        // double; a child container has none of its own.
        if container.parent == nil, let current = try? container.resolveOrThrow(RouterService.self) {
            current.replacement = double
        }
        container.mock(RouterService.self, with: double)
        return double
    }

    /// What was opened, in order: each link as given, each typed route's description.
    public var openedRoutes: [String] { requests.map(\.route) }

    /// The typed routes of type `Route` opened, in order.
    ///
    /// - Parameter type: The app's route type.
    /// - Returns: The routes.
    public func openedRoutes<Route: IRoute>(of type: Route.Type) -> [Route] {
        requests.compactMap { $0.typedRoute(as: Route.self) }
    }

    /// Records `request` and completes it at once, with the failure set by ``failNextRequest(with:)`` or success.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - completion: Called before this method returns.
    override open func perform(
        _ request: RouteRequest,
        completion: @escaping @MainActor (Result<Void, RouteError>) -> Void
    ) {
        requests.append(request)
        if let failure = nextFailure {
            nextFailure = nil
            completion(.failure(failure))
        } else {
            completion(.success(()))
        }
    }

    /// Makes the next request fail with `error`.
    ///
    /// - Parameter error: The failure to report.
    public func failNextRequest(with error: RouteError) {
        nextFailure = error
    }
}
