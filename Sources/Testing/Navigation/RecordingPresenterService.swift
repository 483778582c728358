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
/// Requests succeed by default; ``failNextRequest(with:)`` makes the next one fail, and
/// ``stubResult(_:for:)`` gives the value a result-returning screen hands back.
@MainActor
open class RecordingPresenterService: PresenterService {
    /// Every request, in order.
    public var requests: [NavigationRequest] { recorder.requests }

    var recorder = RequestRecorder()

    /// Creates a recording presenter and mocks `PresenterService` with it in `container`.
    ///
    /// - Parameter container: The container the code under test resolves from; it must outlive the double.
    /// - Returns: The double, for assertions.
    public static func install(in container: Container) -> Self {
        let double = Self(container: container, args: ())
        container.mock(PresenterService.self, with: double)
        return double
    }

    /// Records `request` and completes it at once: with the stubbed result, the failure set by
    /// ``failNextRequest(with:)``, or success.
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

    /// Makes the next request fail with `error`.
    ///
    /// - Parameter error: The failure to report.
    public func failNextRequest(with error: NavigationError) {
        recorder.failNextRequest(with: error)
    }

    /// Sets the value a presented `VC` hands back (`nil` by default, as if closed without one).
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - screen: The screen type.
    public func stubResult<VC: IHaveViewModel>(_ value: VC.ViewModel.ResultValue, for screen: VC.Type)
    where VC.ViewModel: IReturnsResult {
        recorder.stubResult(value, for: screen)
    }

    /// The arguments of every `present` of `VC`, in order, typed.
    ///
    /// - Parameter screen: The screen type.
    /// - Returns: The view-model arguments each presentation carried.
    public func presentedArguments<VC: IHaveViewModel>(of screen: VC.Type) -> [VC.ViewModel.Arguments]
    where VC.ViewModel: IResolvable {
        recorder.arguments(of: screen, action: .present, as: VC.ViewModel.Arguments.self)
    }

    /// How many `dismiss` requests (of any kind) were made.
    public var dismissCount: Int {
        requests.count { $0.action == .dismiss || $0.action == .dismissTo }
    }
}
