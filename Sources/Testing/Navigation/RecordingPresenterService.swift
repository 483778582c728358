import HarborContainer
import HarborMVVM
import HarborNavigation

/// A `PresenterService` that records every request instead of showing screens; swap it in through the
/// container so a view-model test asserts what was presented, without UIKit.
///
/// ```swift
/// @Test @MainActor func showsTheTappedOrder() {
///     let container = Container()
///     let presenter = RecordingPresenterService.install(in: container)
///     let orders: OrdersVM = container.resolve()
///
///     orders.showOrderDetails(forOrderIndex: 0)
///
///     #expect(presenter.presentedArguments(of: OrderDetailsVC.self) == [Order(id: 7)])
/// }
/// ```
///
/// Requests succeed by default; ``IRecordsNavigation/failNextRequest(with:)`` makes the next one fail, and
/// `stubResult(_:for:)` gives the value a result-returning screen hands back.
@MainActor
open class RecordingPresenterService: PresenterService, IRecordsNavigation {
    /// The recorder that keeps this double's requests; see ``IRecordsNavigation``.
    public let recorder = NavigationRecorder()

    /// Creates a recording presenter and mocks `PresenterService` with it in `container`.
    ///
    /// Install it before resolving the view model under test. On a root container it may come after too: a
    /// `PresenterService` the root handed out before hands its requests to the double.
    ///
    /// - Parameter container: The container the code under test resolves from; it must outlive the double.
    /// - Returns: The double, for assertions.
    public static func install(in container: Container) -> Self {
        let double = Self(container: container, args: ())
        // The service a root container made before (a singleton, handed out already) hands its requests to the
        // double; a child container has none of its own.
        if container.parent == nil, let current = try? container.resolveOrThrow(PresenterService.self) {
            current.replacement = double
        }
        container.mock(PresenterService.self, with: double)
        return double
    }

    /// Records `request` and completes it at once: with the stubbed result, the failure set by
    /// ``IRecordsNavigation/failNextRequest(with:)``, or success.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - completion: Called before this method returns.
    override open func perform(
        _ request: NavigationRequest,
        completion: @escaping @MainActor (Result<Any?, NavigationError>) -> Void
    ) {
        recorder.record(request, completion: completion)
    }

    /// The arguments of every `present` of `Screen` (a view controller, a test screen or a hosted view), in
    /// order, typed.
    ///
    /// - Parameter screen: The screen type.
    /// - Returns: The view-model arguments each presentation carried.
    public func presentedArguments<Screen: IHaveViewModelType>(of screen: Screen.Type) -> [Screen.ViewModel.Arguments]
    where Screen.ViewModel: IResolvable {
        recorder.arguments(of: screen, action: .present, as: Screen.ViewModel.Arguments.self)
    }

    /// How many `dismiss` requests (of any kind) were made.
    public var dismissCount: Int {
        requests.count { $0.action == .dismiss || $0.action == .dismissTo }
    }
}
