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

    /// Presents a new `VC` with its view model resolved from the container with `args`.
    ///
    /// - Parameters:
    ///   - screen: The screen type.
    ///   - args: The arguments of its view model.
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    func show<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        args: VC.ViewModel.Arguments
    ) async throws(NavigationError) where VC.ViewModel: IResolvable
}

extension IShowScreenTrait {
    /// Presents a new `VC` with ``presenter``.
    ///
    /// - Parameters:
    ///   - screen: The screen type.
    ///   - args: The arguments of its view model.
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    public func show<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        args: VC.ViewModel.Arguments
    ) async throws(NavigationError) where VC.ViewModel: IResolvable {
        try await presenter.presentAndWait(screen, args: args)
    }

    /// Presents a new `VC` whose view model takes no arguments.
    ///
    /// - Parameter screen: The screen type.
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    public func show<VC: IPresentableScreen & IHaveViewModel>(_ screen: VC.Type) async throws(NavigationError)
    where VC.ViewModel: IResolvable, VC.ViewModel.Arguments == Void {
        try await show(screen, args: ())
    }
}
