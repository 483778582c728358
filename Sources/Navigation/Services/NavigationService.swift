import HarborContainer
import HarborMVVM

/// Pushes screens, with their view models resolved from the container, onto the navigation stack on top, and
/// pops them.
///
/// ```swift
/// final class OrdersVM: @MainActor IPerRequest {
///     private let navigation: NavigationService
///
///     required init(container: any IContainer, args: Void) {
///         navigation = container.resolve()
///     }
///
///     func showOrderDetails(_ order: Order) {
///         navigation.pushViewController(OrderDetailsVC.self, args: order)
///     }
/// }
/// ```
///
/// The stack is the nearest one holding the top screen (see <doc:PresentingAndPushing>). Without one, a push
/// presents the screen wrapped in a new navigation stack, or fails with ``NavigationError/noNavigationStack``
/// when ``NavigationOptions/pushFallback`` is ``NavigationOptions/PushFallback/fail``. Requests share one queue
/// with ``PresenterService``, and have the same two spellings: `pushViewController(…)` returns at once (in
/// synchronous and `async` code alike), `try await pushViewControllerAndWait(…)` returns once the screen is shown,
/// and `pushViewControllerForResult` waits until the screen is gone for its value.
///
/// The class is open so that a test double can replace it through the container: HarborTesting's
/// `RecordingNavigationService` overrides ``perform(_:completion:)``.
@MainActor
open class NavigationService: @MainActor ISingleton, IRequestPerformer {
    /// The container view models are resolved from; held weakly, as the container owns this singleton, and `nil`
    /// once it is released (a request made then ends with ``NavigationError/containerReleased``).
    public private(set) weak var container: (any IContainer)?

    let engine: NavigationEngine

    /// The test double that took this service's place in its container after the service was handed out: it gets
    /// the requests made through this one. Set once, by the double's `install(in:)`.
    package var replacement: NavigationService?

    /// Creates the service; the container calls this.
    ///
    /// - Parameters:
    ///   - container: The container resolving the service.
    ///   - args: None.
    public required init(container: any IContainer, args: Void) {
        self.container = container
        engine = container.resolve()
    }

    /// Runs one request: the single point every push and pop goes through. Override it in a test double to record
    /// requests instead of showing screens.
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

    // MARK: Push

    /// Pushes a new `Screen` onto the navigation stack, with its view model resolved from the container with `args`,
    /// and returns at once.
    ///
    /// ```swift
    /// navigation.pushViewController(OrderDetailsVC.self, args: order)
    /// navigation.pushViewController(OrderDetailsView.self, args: order)  // a SwiftUI IHostedView
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen type: a view controller or ``IInstantiableScreen`` that is `IHaveViewModel`
    ///     (created with `init()`), or an ``IHostedView`` (built with its view model and hosted by the window).
    ///   - args: The arguments of its view model, passed to `container.resolveOrThrow(_:args:)`.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called once the screen is shown, or with the reason it was not; without one, a failure
    ///     goes to ``NavigationFailure/handler``.
    public func pushViewController<Screen: IPresentableScreen & IHaveViewModelType>(
        _ screen: Screen.Type,
        args: Screen.ViewModel.Arguments,
        animated: Bool = true,
        completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
    ) where Screen.ViewModel: IResolvable {
        send(
            screenRequest(.push, Screen.self, args: args, container: container, animated: animated),
            completion: completion)
    }

    /// Pushes a new `Screen` whose view model takes no arguments, and returns at once.
    ///
    /// - Parameters:
    ///   - screen: The screen type.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called once the screen is shown, or with the reason it was not; without one, a failure
    ///     goes to ``NavigationFailure/handler``.
    public func pushViewController<Screen: IPresentableScreen & IHaveViewModelType>(
        _ screen: Screen.Type,
        animated: Bool = true,
        completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
    ) where Screen.ViewModel: IResolvable, Screen.ViewModel.Arguments == Void {
        pushViewController(screen, args: (), animated: animated, completion: completion)
    }

    /// Pushes a new `Screen` and returns once it is shown.
    ///
    /// ```swift
    /// try await navigation.pushViewControllerAndWait(OrderDetailsVC.self, args: order)
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen type.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError`` when the screen could not be pushed.
    public func pushViewControllerAndWait<Screen: IPresentableScreen & IHaveViewModelType>(
        _ screen: Screen.Type,
        args: Screen.ViewModel.Arguments,
        animated: Bool = true
    ) async throws(NavigationError) where Screen.ViewModel: IResolvable {
        _ = try await run(screenRequest(.push, Screen.self, args: args, container: container, animated: animated))
    }

    /// Pushes a new `Screen` whose view model takes no arguments, and returns once it is shown.
    ///
    /// - Parameters:
    ///   - screen: The screen type.
    ///   - animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError`` when the screen could not be pushed.
    public func pushViewControllerAndWait<Screen: IPresentableScreen & IHaveViewModelType>(
        _ screen: Screen.Type,
        animated: Bool = true
    ) async throws(NavigationError) where Screen.ViewModel: IResolvable, Screen.ViewModel.Arguments == Void {
        try await pushViewControllerAndWait(screen, args: (), animated: animated)
    }

    // MARK: Push for a result

    /// Pushes a new `Screen` whose view model hands a value back, and calls `completion` once the screen is gone.
    ///
    /// ```swift
    /// navigation.pushViewControllerForResult(DatePickerVC.self, args: Date()) { outcome in
    ///     if case .success(let date?) = outcome { self.deliveryDate = date }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen type; its view model is ``IReturnsResult``.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called with the value, with `nil` when the screen was closed without one (including by
    ///     the user's back gesture), or with the reason it was not shown.
    public func pushViewControllerForResult<Screen: IPresentableScreen & IHaveViewModelType>(
        _ screen: Screen.Type,
        args: Screen.ViewModel.Arguments,
        animated: Bool = true,
        completion: @escaping @MainActor (Result<Screen.ViewModel.ResultValue?, NavigationError>) -> Void
    ) where Screen.ViewModel: IResolvable & IReturnsResult {
        let request = screenRequest(
            .push, Screen.self, args: args, container: container, animated: animated, expectsResult: true)
        send(request, completion: completion)
    }

    /// Pushes a new `Screen` whose view model hands a value back and takes no arguments, and calls `completion`
    /// once the screen is gone.
    ///
    /// - Parameters:
    ///   - screen: The screen type; its view model is ``IReturnsResult``.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called with the value, `nil` when closed without one, or the failure.
    public func pushViewControllerForResult<Screen: IPresentableScreen & IHaveViewModelType>(
        _ screen: Screen.Type,
        animated: Bool = true,
        completion: @escaping @MainActor (Result<Screen.ViewModel.ResultValue?, NavigationError>) -> Void
    ) where Screen.ViewModel: IResolvable & IReturnsResult, Screen.ViewModel.Arguments == Void {
        pushViewControllerForResult(screen, args: (), animated: animated, completion: completion)
    }

    /// Pushes a new `Screen` whose view model hands a value back, and returns the value once the screen is gone.
    ///
    /// ```swift
    /// let date = try await navigation.pushViewControllerForResult(DatePickerVC.self, args: Date())  // nil when closed without one
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen type; its view model is ``IReturnsResult``.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    /// - Returns: The value, or `nil` when the screen was closed without one (including by the back gesture).
    /// - Throws: ``NavigationError`` when the screen could not be pushed.
    public func pushViewControllerForResult<Screen: IPresentableScreen & IHaveViewModelType>(
        _ screen: Screen.Type,
        args: Screen.ViewModel.Arguments,
        animated: Bool = true
    ) async throws(NavigationError) -> Screen.ViewModel.ResultValue?
    where Screen.ViewModel: IResolvable & IReturnsResult {
        let request = screenRequest(
            .push, Screen.self, args: args, container: container, animated: animated, expectsResult: true)
        return try await run(request) as? Screen.ViewModel.ResultValue
    }

    /// Pushes a new `Screen` whose view model hands a value back and takes no arguments, and returns the value
    /// once the screen is gone.
    ///
    /// - Parameters:
    ///   - screen: The screen type; its view model is ``IReturnsResult``.
    ///   - animated: Whether to animate; `true` by default.
    /// - Returns: The value, or `nil` when the screen was closed without one.
    /// - Throws: ``NavigationError`` when the screen could not be pushed.
    public func pushViewControllerForResult<Screen: IPresentableScreen & IHaveViewModelType>(
        _ screen: Screen.Type,
        animated: Bool = true
    ) async throws(NavigationError) -> Screen.ViewModel.ResultValue?
    where Screen.ViewModel: IResolvable & IReturnsResult, Screen.ViewModel.Arguments == Void {
        try await pushViewControllerForResult(screen, args: (), animated: animated)
    }

    // MARK: Pop

    /// Pops the top screen of the navigation stack, and returns at once.
    ///
    /// - Parameters:
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called once popped, or with ``NavigationError/nothingToPop``,
    ///     ``NavigationError/noNavigationStack`` and the like; without one, a failure goes to
    ///     ``NavigationFailure/handler``.
    public func popViewController(
        animated: Bool = true,
        completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
    ) {
        send(NavigationRequest(action: .pop, animated: animated), completion: completion)
    }

    /// Pops the top screen of the navigation stack and returns once it is gone.
    ///
    /// - Parameter animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError/nothingToPop``, ``NavigationError/noNavigationStack``, …
    public func popViewControllerAndWait(animated: Bool = true) async throws(NavigationError) {
        _ = try await run(NavigationRequest(action: .pop, animated: animated))
    }

    /// Pops every screen above the stack's root, and returns at once.
    ///
    /// - Parameters:
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called once done, or with ``NavigationError/nothingToPop`` and the like; without one, a
    ///     failure goes to ``NavigationFailure/handler``.
    public func popToRoot(
        animated: Bool = true,
        completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
    ) {
        send(NavigationRequest(action: .popToRoot, animated: animated), completion: completion)
    }

    /// Pops every screen above the stack's root and returns once done.
    ///
    /// - Parameter animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError/nothingToPop``, ``NavigationError/noNavigationStack``, …
    public func popToRootAndWait(animated: Bool = true) async throws(NavigationError) {
        _ = try await run(NavigationRequest(action: .popToRoot, animated: animated))
    }

    /// Pops every screen above the topmost screen of type `screen` in the stack, and returns at once.
    ///
    /// ```swift
    /// navigation.popTo(OrdersVC.self)
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen type to go back to (a view controller, a test screen or a hosted view's type).
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called once done, or with ``NavigationError/screenNotFound(typeName:)``,
    ///     ``NavigationError/nothingToPop`` and the like; without one, a failure goes to
    ///     ``NavigationFailure/handler``.
    public func popTo<Target>(
        _ screen: Target.Type,
        animated: Bool = true,
        completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
    ) {
        send(backRequest(.popTo, Target.self, animated: animated), completion: completion)
    }

    /// Pops every screen above the topmost screen of type `screen`, and returns once done.
    ///
    /// - Parameters:
    ///   - screen: The screen type to go back to.
    ///   - animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError/screenNotFound(typeName:)``, ``NavigationError/nothingToPop``, …
    public func popToAndWait<Target>(_ screen: Target.Type, animated: Bool = true) async throws(NavigationError) {
        _ = try await run(backRequest(.popTo, Target.self, animated: animated))
    }
}
