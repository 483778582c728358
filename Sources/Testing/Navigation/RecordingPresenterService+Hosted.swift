import HarborContainer
import HarborNavigation

/// Hosted views (SwiftUI screens) in the recording presenter, as for view controllers.
extension RecordingPresenterService {
    /// The arguments of every `present` of the hosted view `Hosted`, in order, typed.
    ///
    /// ```swift
    /// #expect(presenter.presentedArguments(of: OrderDetailsView.self) == [order])
    /// ```
    ///
    /// - Parameter view: The view type.
    /// - Returns: The view-model arguments each presentation carried.
    public func presentedArguments<Hosted: IHostedView>(of view: Hosted.Type) -> [Hosted.ViewModel.Arguments]
    where Hosted.ViewModel: IResolvable {
        recorder.arguments(of: view, action: .present, as: Hosted.ViewModel.Arguments.self)
    }
}
