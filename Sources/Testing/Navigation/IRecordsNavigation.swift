import HarborMVVM
import HarborNavigation

/// What both recording doubles share: the requests they recorded, and how they answer the next ones.
///
/// ```swift
/// let presenter = RecordingPresenterService.install(in: container)
/// presenter.failNextRequest(with: .noWindow)
/// orders.showOrderDetails(forOrderIndex: 0)
/// #expect(presenter.requests.map(\.action) == [.present])
/// ```
@MainActor
public protocol IRecordsNavigation: AnyObject {
    /// The recorder that keeps the double's requests and answers them.
    var recorder: NavigationRecorder { get }
}

extension IRecordsNavigation {
    /// Every request, in order.
    public var requests: [NavigationRequest] { recorder.requests }

    /// Makes the next request fail with `error`.
    ///
    /// - Parameter error: The failure to report.
    public func failNextRequest(with error: NavigationError) {
        recorder.failNextRequest(with: error)
    }

    /// Sets the value a shown `Screen` hands back (`nil` by default, as if closed or popped without one).
    ///
    /// ```swift
    /// presenter.stubResult(Date.now, for: DatePickerView.self)
    /// ```
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - screen: The screen type: a view controller, a test screen or a hosted view.
    public func stubResult<Screen: IHaveViewModelType>(_ value: Screen.ViewModel.ResultValue, for screen: Screen.Type)
    where Screen.ViewModel: IReturnsResult {
        recorder.stubResult(value, for: screen)
    }
}
