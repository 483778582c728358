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
}
