import HarborContainer
import HarborNavigation

/// Hosted views (SwiftUI screens) in the recording navigation service, as for view controllers.
extension RecordingNavigationService {
    /// The arguments of every push of the hosted view `Hosted`, in order, typed.
    ///
    /// ```swift
    /// #expect(navigation.pushedArguments(of: OrderDetailsView.self) == [order])
    /// ```
    ///
    /// - Parameter view: The view type.
    /// - Returns: The view-model arguments each push carried.
    public func pushedArguments<Hosted: IHostedView>(of view: Hosted.Type) -> [Hosted.ViewModel.Arguments]
    where Hosted.ViewModel: IResolvable {
        recorder.arguments(of: view, action: .push, as: Hosted.ViewModel.Arguments.self)
    }

    /// Sets the value a pushed hosted view hands back (`nil` by default, as if popped without one).
    ///
    /// - Parameters:
    ///   - value: The value.
    ///   - view: The view type.
    public func stubResult<Hosted: IHostedView>(_ value: Hosted.ViewModel.ResultValue, for view: Hosted.Type)
    where Hosted.ViewModel: IReturnsResult {
        recorder.stubResult(value, for: view)
    }
}
