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
/// The new screen is created with `VC()`, gets `container.resolve(args:)` as its view model, and is presented
/// on the top screen (see <doc:PresentingAndPushing>). Requests run one after another, each once the previous
/// transition has finished; every request reports how it ended: to its completion, as the ``NavigationError``
/// an awaited `…AndWait` call throws, or, with neither, to ``NavigationFailure/handler``.
///
/// Each request has two spellings: the UIKit-like ones (`present`, `dismiss`) start the request and return at
/// once; the `…AndWait` ones (`try await presenter.presentAndWait(…)`) return once it is done and throw its
/// failure. A call written with `await` always waits: inside an `async` function Swift picks the `async` form,
/// so `try await presenter.present(…)` is `presentAndWait`, and the same call without `await` does not compile
/// (pass a completion to start a request there and go on).
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

    /// Creates the service; the container calls this.
    ///
    /// - Parameters:
    ///   - container: The container resolving the service.
    ///   - args: None.
    public required init(container: any IContainer, args: Void) {
        self.container = container
        engine = container.resolve()
    }

    /// Runs one request: the single point every `present` and `dismiss` call goes through.
    ///
    /// A request made through a service that the container no longer resolves (a double was mocked in after
    /// this one was handed out) goes to the one it resolves now. Override it in a test double to record requests
    /// instead of showing screens.
    ///
    /// - Parameters:
    ///   - request: What to do.
    ///   - completion: Called with `nil` once the transition has finished, with the screen's value (or `nil`)
    ///     once it is gone when the request ``NavigationRequest/expectsResult``, or with the failure.
    open func perform(
        _ request: NavigationRequest,
        completion: @escaping @MainActor (Result<Any?, NavigationError>) -> Void
    ) {
        if let replacement = replacement(of: self as PresenterService, in: container) {
            replacement.perform(request, completion: completion)
            return
        }
        engine.perform(request, completion: completion)
    }

    /// The screen a new screen would be presented on now.
    ///
    /// - Returns: The top screen.
    /// - Throws: ``NavigationError/noWindow`` or ``NavigationError/noTopScreen``.
    public func topScreen() throws(NavigationError) -> any IScreen {
        try engine.topScreen()
    }

    // MARK: Present

    /// Presents a new `VC` on the top screen, with its view model resolved from the container with `args`, and
    /// returns at once.
    ///
    /// ```swift
    /// presenter.present(OrderDetailsVC.self, args: order)
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen type; it is created with `VC()`.
    ///   - args: The arguments of its view model, passed to `container.resolve(args:)`.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called once the screen is shown, or with the reason it was not; without one, a failure
    ///     goes to ``NavigationFailure/handler``.
    public func present<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        args: VC.ViewModel.Arguments,
        animated: Bool = true,
        completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
    ) where VC.ViewModel: IResolvable {
        send(showRequest(.present, VC.self, args: args, animated: animated), completion: completion)
    }

    /// Presents a new `VC` whose view model takes no arguments, and returns at once.
    ///
    /// - Parameters:
    ///   - screen: The screen type; it is created with `VC()`.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called once the screen is shown, or with the reason it was not; without one, a failure
    ///     goes to ``NavigationFailure/handler``.
    public func present<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        animated: Bool = true,
        completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
    ) where VC.ViewModel: IResolvable, VC.ViewModel.Arguments == Void {
        present(screen, args: (), animated: animated, completion: completion)
    }

    /// Presents a new `VC` and returns once it is shown.
    ///
    /// ```swift
    /// try await presenter.presentAndWait(OrderDetailsVC.self, args: order)
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen type; it is created with `VC()`.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    public func presentAndWait<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        args: VC.ViewModel.Arguments,
        animated: Bool = true
    ) async throws(NavigationError) where VC.ViewModel: IResolvable {
        _ = try await run(showRequest(.present, VC.self, args: args, animated: animated))
    }

    /// In an `async` function, the awaited spelling of `present`: the same as `presentAndWait`, so
    /// `try await` written before `present` waits for the navigation instead of returning at once.
    ///
    /// - Parameters:
    ///   - screen: The screen type; it is created with `VC()`.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    public func present<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        args: VC.ViewModel.Arguments,
        animated: Bool = true
    ) async throws(NavigationError) where VC.ViewModel: IResolvable {
        try await presentAndWait(screen, args: args, animated: animated)
    }

    /// Presents a new `VC` whose view model takes no arguments, and returns once it is shown.
    ///
    /// - Parameters:
    ///   - screen: The screen type; it is created with `VC()`.
    ///   - animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    public func presentAndWait<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        animated: Bool = true
    ) async throws(NavigationError) where VC.ViewModel: IResolvable, VC.ViewModel.Arguments == Void {
        try await presentAndWait(screen, args: (), animated: animated)
    }

    /// In an `async` function, the awaited spelling of `present`: the same as `presentAndWait`, so
    /// `try await` written before `present` waits for the navigation instead of returning at once.
    ///
    /// - Parameters:
    ///   - screen: The screen type; it is created with `VC()`.
    ///   - animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    public func present<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        animated: Bool = true
    ) async throws(NavigationError) where VC.ViewModel: IResolvable, VC.ViewModel.Arguments == Void {
        try await presentAndWait(screen, animated: animated)
    }

    // MARK: Present for a result

    /// Presents a new `VC` whose view model hands a value back, and calls `completion` once the screen is gone.
    ///
    /// - Parameters:
    ///   - screen: The screen type; its view model is ``IReturnsResult``.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called with the value, with `nil` when the screen was closed without one (including by
    ///     the user's swipe-down), or with the reason it was not shown.
    public func present<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        args: VC.ViewModel.Arguments,
        animated: Bool = true,
        completion: @escaping @MainActor (Result<VC.ViewModel.ResultValue?, NavigationError>) -> Void
    ) where VC.ViewModel: IResolvable & IReturnsResult {
        send(
            showRequest(.present, VC.self, args: args, animated: animated, expectsResult: true), completion: completion)
    }

    /// Presents a new `VC` whose view model hands a value back and takes no arguments.
    ///
    /// - Parameters:
    ///   - screen: The screen type; its view model is ``IReturnsResult``.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called with the value, `nil` when closed without one, or the failure.
    public func present<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        animated: Bool = true,
        completion: @escaping @MainActor (Result<VC.ViewModel.ResultValue?, NavigationError>) -> Void
    ) where VC.ViewModel: IResolvable & IReturnsResult, VC.ViewModel.Arguments == Void {
        present(screen, args: (), animated: animated, completion: completion)
    }

    /// Presents a new `VC` whose view model hands a value back, and returns the value once the screen is gone.
    ///
    /// ```swift
    /// let date = try await presenter.presentAndWait(DatePickerVC.self, args: Date())  // nil when closed without one
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen type; its view model is ``IReturnsResult``.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    /// - Returns: The value, or `nil` when the screen was closed without one (including by swipe-down).
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    @discardableResult
    public func presentAndWait<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        args: VC.ViewModel.Arguments,
        animated: Bool = true
    ) async throws(NavigationError) -> VC.ViewModel.ResultValue? where VC.ViewModel: IResolvable & IReturnsResult {
        try await run(showRequest(.present, VC.self, args: args, animated: animated, expectsResult: true))
            as? VC.ViewModel.ResultValue
    }

    /// In an `async` function, the awaited spelling of `present`: the same as `presentAndWait`, so
    /// `try await` written before `present` waits for the navigation instead of returning at once.
    ///
    /// - Parameters:
    ///   - screen: The screen type; its view model is ``IReturnsResult``.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    /// - Returns: The value, or `nil` when the screen was closed without one (including by swipe-down).
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    @discardableResult
    public func present<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        args: VC.ViewModel.Arguments,
        animated: Bool = true
    ) async throws(NavigationError) -> VC.ViewModel.ResultValue? where VC.ViewModel: IResolvable & IReturnsResult {
        try await presentAndWait(screen, args: args, animated: animated)
    }

    /// Presents a new `VC` whose view model hands a value back and takes no arguments; returns the value.
    ///
    /// - Parameters:
    ///   - screen: The screen type; its view model is ``IReturnsResult``.
    ///   - animated: Whether to animate; `true` by default.
    /// - Returns: The value, or `nil` when the screen was closed without one.
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    @discardableResult
    public func presentAndWait<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        animated: Bool = true
    ) async throws(NavigationError) -> VC.ViewModel.ResultValue?
    where VC.ViewModel: IResolvable & IReturnsResult, VC.ViewModel.Arguments == Void {
        try await presentAndWait(screen, args: (), animated: animated)
    }

    /// In an `async` function, the awaited spelling of `present`: the same as `presentAndWait`, so
    /// `try await` written before `present` waits for the navigation instead of returning at once.
    ///
    /// - Parameters:
    ///   - screen: The screen type; its view model is ``IReturnsResult``.
    ///   - animated: Whether to animate; `true` by default.
    /// - Returns: The value, or `nil` when the screen was closed without one.
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    @discardableResult
    public func present<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        animated: Bool = true
    ) async throws(NavigationError) -> VC.ViewModel.ResultValue?
    where VC.ViewModel: IResolvable & IReturnsResult, VC.ViewModel.Arguments == Void {
        try await presentAndWait(screen, animated: animated)
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

    /// In an `async` function, the awaited spelling of `dismiss`: the same as `dismissAndWait`, so
    /// `try await` written before `dismiss` waits for the navigation instead of returning at once.
    ///
    /// - Parameter animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError/nothingToDismiss`` when nothing is presented, and the like.
    public func dismiss(animated: Bool = true) async throws(NavigationError) {
        try await dismissAndWait(animated: animated)
    }

    /// Dismisses every screen presented above the topmost screen of type `screen`, which stays.
    ///
    /// ```swift
    /// presenter.dismiss(to: CheckoutVC.self)
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen type to go back to; the topmost one on the visible chain counts.
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

    /// In an `async` function, the awaited spelling of `dismiss`: the same as `dismissAndWait`, so
    /// `try await` written before `dismiss` waits for the navigation instead of returning at once.
    ///
    /// - Parameters:
    ///   - screen: The screen type to go back to.
    ///   - animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError/screenNotFound(typeName:)``, ``NavigationError/nothingToDismiss``, …
    public func dismiss<Target>(to screen: Target.Type, animated: Bool = true) async throws(NavigationError) {
        try await dismissAndWait(to: screen, animated: animated)
    }
}
