import HarborContainer
import HarborMVVM

/// Presents screens modally, with their view models resolved from the container, and dismisses them.
///
/// Resolve it where you need it, like any singleton:
///
/// ```swift
/// final class OrdersVM: @MainActor IPerRequest {
///     private let presenter: PresenterService
///
///     required init(container: any IContainer, args: Void) {
///         presenter = container.resolve()
///     }
///
///     func showOrderDetails(_ order: Order) {
///         presenter.present(OrderDetailsVC.self, args: order)
///     }
/// }
/// ```
///
/// One call shows any screen type: a view controller or test screen that is `IHaveViewModel`, or a SwiftUI view
/// that is ``IHostedView``. The new screen gets `container.resolveOrThrow(_:args:)` as its view model and is presented on
/// the top screen (see <doc:PresentingAndPushing>). Requests run one after another, each once the previous
/// transition has finished, and every request reports how it ended.
///
/// Each verb has two spellings:
/// - `present(…)` starts the request and returns at once; a failure goes to its completion or, without one, to
///   ``NavigationFailure/handler``. It is the same call in synchronous and `async` code.
/// - `try await presentAndWait(…)` returns once the screen is shown and throws the failure. It has a name of its own
///   because Swift prefers an `async` overload inside `async` code: were it called `present`, the plain call above
///   would not compile there.
///
/// Waiting for a screen's value has a name of its own too, so it is visible where it happens:
/// `try await presenter.presentForResult(DatePickerVC.self, args: date)` returns once the screen is gone, with
/// the value its ``IReturnsResult`` view model finished with (`nil` when it was closed without one).
///
/// The class is open so that a test double can replace it through the container: HarborTesting's
/// `RecordingPresenterService` overrides ``perform(_:completion:)``, the single point every request goes
/// through (see <doc:TestingNavigation>).
@MainActor
open class PresenterService: @MainActor ISingleton, IRequestPerformer {
    /// The container view models are resolved from; held weakly, as the container owns this singleton, and `nil`
    /// once it is released (a request made then ends with ``NavigationError/containerReleased``).
    public private(set) weak var container: (any IContainer)?

    let engine: NavigationEngine

    /// The test double that took this service's place in its container after the service was handed out: it gets
    /// the requests made through this one. Set once, by the double's `install(in:)`.
    package var replacement: PresenterService?

    /// Creates the service; the container calls this.
    ///
    /// - Parameters:
    ///   - container: The container resolving the service.
    ///   - args: None.
    public required init(container: any IContainer, args: Void) {
        self.container = container
        engine = container.resolve()
    }

    /// Runs one request: the single point every `present` and `dismiss` call goes through. Override it in a test
    /// double to record requests instead of showing screens.
    ///
    /// - Parameters:
    ///   - request: What to do.
    ///   - completion: Called with `nil` once the transition has finished, with the screen's value (or `nil`)
    ///     once it is gone when the request ``NavigationRequest/expectsResult``, or with the failure.
    open func perform(
        _ request: NavigationRequest,
        completion: @escaping @MainActor (Result<Any?, NavigationError>) -> Void
    ) {
        guard let replacement else { return engine.perform(request, completion: completion) }
        replacement.perform(request, completion: completion)
    }

    /// The screen a new screen would be presented on now.
    ///
    /// - Returns: The top screen.
    /// - Throws: ``NavigationError/noWindow`` or ``NavigationError/noTopScreen``.
    public func topScreen() throws(NavigationError) -> any IScreen {
        try engine.topScreen()
    }

    // MARK: Present

    /// Presents a new `Screen` on the top screen, with its view model resolved from the container with `args`,
    /// and returns at once.
    ///
    /// ```swift
    /// presenter.present(OrderDetailsVC.self, args: order)
    /// presenter.present(OrderDetailsView.self, args: order)  // a SwiftUI IHostedView
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen type: a view controller or ``IInstantiableScreen`` that is `IHaveViewModel`
    ///     (created with `init()`), or an ``IHostedView`` (built with its view model and hosted by the window).
    ///   - args: The arguments of its view model, passed to `container.resolveOrThrow(_:args:)`.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called once the screen is shown, or with the reason it was not; without one, a failure
    ///     goes to ``NavigationFailure/handler``.
    public func present<Screen: IPresentableScreen & IHaveViewModelType>(
        _ screen: Screen.Type,
        args: Screen.ViewModel.Arguments,
        animated: Bool = true,
        completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
    ) where Screen.ViewModel: IResolvable {
        send(
            screenRequest(.present, Screen.self, args: args, container: container, animated: animated),
            completion: completion)
    }

    /// Presents a new `Screen` whose view model takes no arguments, and returns at once.
    ///
    /// - Parameters:
    ///   - screen: The screen type.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called once the screen is shown, or with the reason it was not; without one, a failure
    ///     goes to ``NavigationFailure/handler``.
    public func present<Screen: IPresentableScreen & IHaveViewModelType>(
        _ screen: Screen.Type,
        animated: Bool = true,
        completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
    ) where Screen.ViewModel: IResolvable, Screen.ViewModel.Arguments == Void {
        present(screen, args: (), animated: animated, completion: completion)
    }

    /// Presents a new `Screen` and returns once it is shown.
    ///
    /// ```swift
    /// try await presenter.presentAndWait(OrderDetailsVC.self, args: order)
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen type.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    public func presentAndWait<Screen: IPresentableScreen & IHaveViewModelType>(
        _ screen: Screen.Type,
        args: Screen.ViewModel.Arguments,
        animated: Bool = true
    ) async throws(NavigationError) where Screen.ViewModel: IResolvable {
        _ = try await run(screenRequest(.present, Screen.self, args: args, container: container, animated: animated))
    }

    /// Presents a new `Screen` whose view model takes no arguments, and returns once it is shown.
    ///
    /// - Parameters:
    ///   - screen: The screen type.
    ///   - animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    public func presentAndWait<Screen: IPresentableScreen & IHaveViewModelType>(
        _ screen: Screen.Type,
        animated: Bool = true
    ) async throws(NavigationError) where Screen.ViewModel: IResolvable, Screen.ViewModel.Arguments == Void {
        try await presentAndWait(screen, args: (), animated: animated)
    }

    // MARK: Present for a result

    /// Presents a new `Screen` whose view model hands a value back, and calls `completion` once the screen is gone.
    ///
    /// ```swift
    /// presenter.presentForResult(DatePickerVC.self, args: Date()) { outcome in
    ///     if case .success(let date?) = outcome { self.deliveryDate = date }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen type; its view model is ``IReturnsResult``.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called with the value, with `nil` when the screen was closed without one (including by
    ///     the user's swipe-down), or with the reason it was not shown.
    public func presentForResult<Screen: IPresentableScreen & IHaveViewModelType>(
        _ screen: Screen.Type,
        args: Screen.ViewModel.Arguments,
        animated: Bool = true,
        completion: @escaping @MainActor (Result<Screen.ViewModel.ResultValue?, NavigationError>) -> Void
    ) where Screen.ViewModel: IResolvable & IReturnsResult {
        let request = screenRequest(
            .present, Screen.self, args: args, container: container, animated: animated, expectsResult: true)
        send(request, completion: completion)
    }

    /// Presents a new `Screen` whose view model hands a value back and takes no arguments, and calls `completion`
    /// once the screen is gone.
    ///
    /// - Parameters:
    ///   - screen: The screen type; its view model is ``IReturnsResult``.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called with the value, `nil` when closed without one, or the failure.
    public func presentForResult<Screen: IPresentableScreen & IHaveViewModelType>(
        _ screen: Screen.Type,
        animated: Bool = true,
        completion: @escaping @MainActor (Result<Screen.ViewModel.ResultValue?, NavigationError>) -> Void
    ) where Screen.ViewModel: IResolvable & IReturnsResult, Screen.ViewModel.Arguments == Void {
        presentForResult(screen, args: (), animated: animated, completion: completion)
    }

    /// Presents a new `Screen` whose view model hands a value back, and returns the value once the screen is gone.
    ///
    /// ```swift
    /// let date = try await presenter.presentForResult(DatePickerVC.self, args: Date())  // nil when closed without one
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen type; its view model is ``IReturnsResult``.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    /// - Returns: The value, or `nil` when the screen was closed without one (including by swipe-down).
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    public func presentForResult<Screen: IPresentableScreen & IHaveViewModelType>(
        _ screen: Screen.Type,
        args: Screen.ViewModel.Arguments,
        animated: Bool = true
    ) async throws(NavigationError) -> Screen.ViewModel.ResultValue?
    where Screen.ViewModel: IResolvable & IReturnsResult {
        let request = screenRequest(
            .present, Screen.self, args: args, container: container, animated: animated, expectsResult: true)
        return try await run(request) as? Screen.ViewModel.ResultValue
    }

    /// Presents a new `Screen` whose view model hands a value back and takes no arguments, and returns the value
    /// once the screen is gone.
    ///
    /// - Parameters:
    ///   - screen: The screen type; its view model is ``IReturnsResult``.
    ///   - animated: Whether to animate; `true` by default.
    /// - Returns: The value, or `nil` when the screen was closed without one.
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    public func presentForResult<Screen: IPresentableScreen & IHaveViewModelType>(
        _ screen: Screen.Type,
        animated: Bool = true
    ) async throws(NavigationError) -> Screen.ViewModel.ResultValue?
    where Screen.ViewModel: IResolvable & IReturnsResult, Screen.ViewModel.Arguments == Void {
        try await presentForResult(screen, args: (), animated: animated)
    }

    // MARK: Dismiss

    /// Dismisses the topmost presented screen (with any alert above it), and returns at once.
    ///
    /// - Parameters:
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called once it is dismissed, or with ``NavigationError/nothingToDismiss`` and the like;
    ///     without one, a failure goes to ``NavigationFailure/handler``.
    public func dismiss(
        animated: Bool = true,
        completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
    ) {
        send(NavigationRequest(action: .dismiss, animated: animated), completion: completion)
    }

    /// Dismisses the topmost presented screen and returns once it is gone.
    ///
    /// - Parameter animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError/nothingToDismiss`` when nothing is presented, and the like.
    public func dismissAndWait(animated: Bool = true) async throws(NavigationError) {
        _ = try await run(NavigationRequest(action: .dismiss, animated: animated))
    }

    /// Dismisses every screen presented above the topmost screen of type `screen`, which stays, and returns at
    /// once.
    ///
    /// ```swift
    /// presenter.dismiss(to: CheckoutVC.self)
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen type to go back to (a view controller, a test screen or a hosted view's type); the
    ///     topmost one on the visible chain counts.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called once done, or with ``NavigationError/screenNotFound(typeName:)`` or
    ///     ``NavigationError/nothingToDismiss``; without one, a failure goes to ``NavigationFailure/handler``.
    public func dismiss<Target>(
        to screen: Target.Type,
        animated: Bool = true,
        completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
    ) {
        send(backRequest(.dismissTo, Target.self, animated: animated), completion: completion)
    }

    /// Dismisses every screen presented above the topmost screen of type `screen`, and returns once done.
    ///
    /// - Parameters:
    ///   - screen: The screen type to go back to.
    ///   - animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError/screenNotFound(typeName:)``, ``NavigationError/nothingToDismiss``, …
    public func dismissAndWait<Target>(to screen: Target.Type, animated: Bool = true) async throws(NavigationError) {
        _ = try await run(backRequest(.dismissTo, Target.self, animated: animated))
    }
}
