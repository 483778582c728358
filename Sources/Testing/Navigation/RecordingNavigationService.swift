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
open class RecordingNavigationService: NavigationService, IRecordsNavigation {
    /// The recorder that keeps this double's requests; see ``IRecordsNavigation``.
    public let recorder = NavigationRecorder()

    /// Creates a recording navigation service and mocks `NavigationService` with it in `container`.
    ///
    /// Install it before resolving the view model under test. On a root container it may come after too: a
    /// `NavigationService` the root handed out before hands its requests to the double.
    ///
    /// - Parameter container: The container the code under test resolves from; it must outlive the double.
    /// - Returns: The double, for assertions.
    public static func install(in container: Container) -> Self {
        let double = Self(container: container, args: ())
        // The service a root container made before (a singleton, handed out already) hands its requests to the
        // double; a child container has none of its own.
        if container.parent == nil, let current = try? container.resolveOrThrow(NavigationService.self) {
            current.replacement = double
        }
        container.mock(NavigationService.self, with: double)
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

    /// The arguments of every push of `Screen` (a view controller, a test screen or a hosted view), in
    /// order, typed.
    ///
    /// - Parameter screen: The screen type.
    /// - Returns: The view-model arguments each push carried.
    public func pushedArguments<Screen: IHaveViewModelType>(of screen: Screen.Type) -> [Screen.ViewModel.Arguments]
    where Screen.ViewModel: IResolvable {
        recorder.arguments(of: screen, action: .push, as: Screen.ViewModel.Arguments.self)
    }
}
