import HarborContainer
import HarborMVVM

/// A navigation ability by conformance: whatever holds a ``PresenterService`` gains `show(_:args:)`, which
/// presents a screen with its view model resolved from the container.
///
/// ```swift
/// final class OrdersRouter: IShowScreenTrait {
///     let presenter: PresenterService
///     init(presenter: PresenterService) { self.presenter = presenter }
/// }
///
/// try await router.show(OrderDetailsVC.self, args: order)
/// ```
@MainActor
public protocol IShowScreenTrait: AnyObject {
    /// The service the default implementation presents with.
    var presenter: PresenterService { get }

    /// Presents a new `Screen` with its view model resolved from the container with `args`.
    ///
    /// - Parameters:
    ///   - screen: The screen type: a view controller or test screen that is `IHaveViewModel`, or an
    ///     ``IHostedView``.
    ///   - args: The arguments of its view model.
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    func show<Screen: IPresentableScreen & IHaveViewModelType>(
        _ screen: Screen.Type,
        args: Screen.ViewModel.Arguments
    ) async throws(NavigationError) where Screen.ViewModel: IResolvable
}

extension IShowScreenTrait {
    /// Presents a new `Screen` with ``presenter``.
    ///
    /// - Parameters:
    ///   - screen: The screen type: a view controller or test screen that is `IHaveViewModel`, or an
    ///     ``IHostedView``.
    ///   - args: The arguments of its view model.
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    public func show<Screen: IPresentableScreen & IHaveViewModelType>(
        _ screen: Screen.Type,
        args: Screen.ViewModel.Arguments
    ) async throws(NavigationError) where Screen.ViewModel: IResolvable {
        try await presenter.presentAndWait(screen, args: args)
    }

    /// Presents a new `Screen` whose view model takes no arguments.
    ///
    /// - Parameter screen: The screen type.
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    public func show<Screen: IPresentableScreen & IHaveViewModelType>(_ screen: Screen.Type)
        async throws(NavigationError)
    where Screen.ViewModel: IResolvable, Screen.ViewModel.Arguments == Void {
        try await show(screen, args: ())
    }
}
