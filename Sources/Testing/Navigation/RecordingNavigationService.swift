import HarborContainer
import HarborMVVM
import HarborNavigation

/// A `NavigationService` that records every request instead of pushing screens; swap it in through the
/// container so a view-model test asserts what was pushed or popped, without UIKit.
///
/// ```swift
/// let navigation = RecordingNavigationService.install(in: container)
/// orders.openOrder(7)
/// #expect(navigation.pushedArguments(of: OrderDetailsVC.self) == [Order(id: 7)])
/// #expect(navigation.requests.map(\.action) == [.push])
/// ```
@MainActor
open class RecordingNavigationService: NavigationService {
    /// Every request, in order.
    public var requests: [NavigationRequest] { recorder.requests }

    var recorder = RequestRecorder()

    /// Creates a recording navigation service and mocks `NavigationService` with it in `container`.
    ///
    /// - Parameter container: The container the code under test resolves from; it must outlive the double.
    /// - Returns: The double, for assertions.
    public static func install(in container: Container) -> Self {
        let double = Self(container: container, args: ())
        container.mock(NavigationService.self, with: double)
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

    /// Sets the value a pushed `VC` hands back (`nil` by default, as if popped without one).
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - screen: The screen type.
    public func stubResult<VC: IHaveViewModel>(_ value: VC.ViewModel.ResultValue, for screen: VC.Type)
    where VC.ViewModel: IReturnsResult {
        recorder.stubResult(value, for: screen)
    }

    /// The arguments of every push of `VC`, in order, typed.
    ///
    /// - Parameter screen: The screen type.
    /// - Returns: The view-model arguments each push carried.
    public func pushedArguments<VC: IHaveViewModel>(of screen: VC.Type) -> [VC.ViewModel.Arguments]
    where VC.ViewModel: IResolvable {
        recorder.arguments(of: screen, action: .push, as: VC.ViewModel.Arguments.self)
    }
}
