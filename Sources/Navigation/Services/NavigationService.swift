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
/// with ``PresenterService``.
///
/// As there, the UIKit-like spellings (`pushViewController`, `popViewController`, …) start a request and return
/// at once, reporting a failure to their completion or, without one, to ``NavigationFailure/handler``; the
/// `…AndWait` spellings return once it is done and throw its failure. Inside an `async` function the plain names
/// are the awaited ones too: `try await navigation.pushViewController(…)` waits for the push.
///
/// The class is open so that a test double can replace it through the container: HarborTesting's
/// `RecordingNavigationService` overrides ``perform(_:completion:)``.
@MainActor
open class NavigationService: @MainActor ISingleton, IRequestPerformer {
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

    /// Runs one request: the single point every push and pop goes through.
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
        if let replacement = replacement(of: self as NavigationService, in: container) {
            replacement.perform(request, completion: completion)
            return
        }
        engine.perform(request, completion: completion)
    }

    // MARK: Push

    /// Pushes a new `VC`, with its view model resolved from the container with `args`, and returns at once.
    ///
    /// ```swift
    /// navigation.pushViewController(OrderDetailsVC.self, args: order)
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen type; it is created with `VC()`.
    ///   - args: The arguments of its view model, passed to `container.resolve(args:)`.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called once the screen is shown, or with the reason it was not; without one, a failure
    ///     goes to ``NavigationFailure/handler``.
    public func pushViewController<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        args: VC.ViewModel.Arguments,
        animated: Bool = true,
        completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
    ) where VC.ViewModel: IResolvable {
        send(showRequest(.push, VC.self, args: args, animated: animated), completion: completion)
    }

    /// Pushes a new `VC` whose view model takes no arguments, and returns at once.
    ///
    /// - Parameters:
    ///   - screen: The screen type; it is created with `VC()`.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called once the screen is shown, or with the reason it was not; without one, a failure
    ///     goes to ``NavigationFailure/handler``.
    public func pushViewController<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        animated: Bool = true,
        completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
    ) where VC.ViewModel: IResolvable, VC.ViewModel.Arguments == Void {
        pushViewController(screen, args: (), animated: animated, completion: completion)
    }

    /// Pushes a new `VC` and returns once it is shown.
    ///
    /// ```swift
    /// try await navigation.pushViewControllerAndWait(OrderDetailsVC.self, args: order)
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen type; it is created with `VC()`.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError`` when the screen could not be pushed.
    public func pushViewControllerAndWait<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        args: VC.ViewModel.Arguments,
        animated: Bool = true
    ) async throws(NavigationError) where VC.ViewModel: IResolvable {
        _ = try await run(showRequest(.push, VC.self, args: args, animated: animated))
    }

    /// In an `async` function, the awaited spelling of `pushViewController`: the same as `pushViewControllerAndWait`, so
    /// `try await` written before `pushViewController` waits for the navigation instead of returning at once.
    ///
    /// - Parameters:
    ///   - screen: The screen type; it is created with `VC()`.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError`` when the screen could not be pushed.
    public func pushViewController<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        args: VC.ViewModel.Arguments,
        animated: Bool = true
    ) async throws(NavigationError) where VC.ViewModel: IResolvable {
        try await pushViewControllerAndWait(screen, args: args, animated: animated)
    }

    /// Pushes a new `VC` whose view model takes no arguments, and returns once it is shown.
    ///
    /// - Parameters:
    ///   - screen: The screen type; it is created with `VC()`.
    ///   - animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError`` when the screen could not be pushed.
    public func pushViewControllerAndWait<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        animated: Bool = true
    ) async throws(NavigationError) where VC.ViewModel: IResolvable, VC.ViewModel.Arguments == Void {
        try await pushViewControllerAndWait(screen, args: (), animated: animated)
    }

    /// In an `async` function, the awaited spelling of `pushViewController`: the same as `pushViewControllerAndWait`, so
    /// `try await` written before `pushViewController` waits for the navigation instead of returning at once.
    ///
    /// - Parameters:
    ///   - screen: The screen type; it is created with `VC()`.
    ///   - animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError`` when the screen could not be pushed.
    public func pushViewController<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        animated: Bool = true
    ) async throws(NavigationError) where VC.ViewModel: IResolvable, VC.ViewModel.Arguments == Void {
        try await pushViewControllerAndWait(screen, animated: animated)
    }

    // MARK: Push for a result

    /// Pushes a new `VC` whose view model hands a value back, and calls `completion` once the screen is gone.
    ///
    /// - Parameters:
    ///   - screen: The screen type; its view model is ``IReturnsResult``.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called with the value, with `nil` when the screen was popped without one (including by the
    ///     back gesture), or with the reason it was not shown.
    public func pushViewController<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        args: VC.ViewModel.Arguments,
        animated: Bool = true,
        completion: @escaping @MainActor (Result<VC.ViewModel.ResultValue?, NavigationError>) -> Void
    ) where VC.ViewModel: IResolvable & IReturnsResult {
        send(showRequest(.push, VC.self, args: args, animated: animated, expectsResult: true), completion: completion)
    }

    /// Pushes a new `VC` whose view model hands a value back and takes no arguments.
    ///
    /// - Parameters:
    ///   - screen: The screen type; its view model is ``IReturnsResult``.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called with the value, `nil` when popped without one, or the failure.
    public func pushViewController<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        animated: Bool = true,
        completion: @escaping @MainActor (Result<VC.ViewModel.ResultValue?, NavigationError>) -> Void
    ) where VC.ViewModel: IResolvable & IReturnsResult, VC.ViewModel.Arguments == Void {
        pushViewController(screen, args: (), animated: animated, completion: completion)
    }

    /// Pushes a new `VC` whose view model hands a value back, and returns the value once the screen is gone.
    ///
    /// ```swift
    /// let address = try await navigation.pushViewControllerAndWait(AddressPickerVC.self, args: city)
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen type; its view model is ``IReturnsResult``.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    /// - Returns: The value, or `nil` when the screen was popped without one (including by the back gesture).
    /// - Throws: ``NavigationError`` when the screen could not be pushed.
    @discardableResult
    public func pushViewControllerAndWait<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        args: VC.ViewModel.Arguments,
        animated: Bool = true
    ) async throws(NavigationError) -> VC.ViewModel.ResultValue? where VC.ViewModel: IResolvable & IReturnsResult {
        try await run(showRequest(.push, VC.self, args: args, animated: animated, expectsResult: true))
            as? VC.ViewModel.ResultValue
    }

    /// In an `async` function, the awaited spelling of `pushViewController`: the same as `pushViewControllerAndWait`, so
    /// `try await` written before `pushViewController` waits for the navigation instead of returning at once.
    ///
    /// - Parameters:
    ///   - screen: The screen type; its view model is ``IReturnsResult``.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    /// - Returns: The value, or `nil` when the screen was popped without one (including by the back gesture).
    /// - Throws: ``NavigationError`` when the screen could not be pushed.
    @discardableResult
    public func pushViewController<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        args: VC.ViewModel.Arguments,
        animated: Bool = true
    ) async throws(NavigationError) -> VC.ViewModel.ResultValue? where VC.ViewModel: IResolvable & IReturnsResult {
        try await pushViewControllerAndWait(screen, args: args, animated: animated)
    }

    /// Pushes a new `VC` whose view model hands a value back and takes no arguments; returns the value.
    ///
    /// - Parameters:
    ///   - screen: The screen type; its view model is ``IReturnsResult``.
    ///   - animated: Whether to animate; `true` by default.
    /// - Returns: The value, or `nil` when the screen was popped without one.
    /// - Throws: ``NavigationError`` when the screen could not be pushed.
    @discardableResult
    public func pushViewControllerAndWait<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        animated: Bool = true
    ) async throws(NavigationError) -> VC.ViewModel.ResultValue?
    where VC.ViewModel: IResolvable & IReturnsResult, VC.ViewModel.Arguments == Void {
        try await pushViewControllerAndWait(screen, args: (), animated: animated)
    }

    /// In an `async` function, the awaited spelling of `pushViewController`: the same as `pushViewControllerAndWait`, so
    /// `try await` written before `pushViewController` waits for the navigation instead of returning at once.
    ///
    /// - Parameters:
    ///   - screen: The screen type; its view model is ``IReturnsResult``.
    ///   - animated: Whether to animate; `true` by default.
    /// - Returns: The value, or `nil` when the screen was popped without one.
    /// - Throws: ``NavigationError`` when the screen could not be pushed.
    @discardableResult
    public func pushViewController<VC: IPresentableScreen & IHaveViewModel>(
        _ screen: VC.Type,
        animated: Bool = true
    ) async throws(NavigationError) -> VC.ViewModel.ResultValue?
    where VC.ViewModel: IResolvable & IReturnsResult, VC.ViewModel.Arguments == Void {
        try await pushViewControllerAndWait(screen, animated: animated)
    }

    // MARK: Pop

    /// Pops the top screen of the navigation stack, and returns at once.
    ///
    /// - Parameters:
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called once popped, or with ``NavigationError/nothingToPop``,
    ///     ``NavigationError/noNavigationStack`` and the like; without one, a failure
    ///     goes to ``NavigationFailure/handler``.
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

    /// In an `async` function, the awaited spelling of `popViewController`: the same as `popViewControllerAndWait`, so
    /// `try await` written before `popViewController` waits for the navigation instead of returning at once.
    ///
    /// - Parameter animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError/nothingToPop``, ``NavigationError/noNavigationStack``, …
    public func popViewController(animated: Bool = true) async throws(NavigationError) {
        try await popViewControllerAndWait(animated: animated)
    }

    /// Pops every screen above the stack's root, and returns at once.
    ///
    /// - Parameters:
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called once done, or with ``NavigationError/nothingToPop`` and the like; without one, a failure
    ///     goes to ``NavigationFailure/handler``.
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

    /// In an `async` function, the awaited spelling of `popToRoot`: the same as `popToRootAndWait`, so
    /// `try await` written before `popToRoot` waits for the navigation instead of returning at once.
    ///
    /// - Parameter animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError/nothingToPop``, ``NavigationError/noNavigationStack``, …
    public func popToRoot(animated: Bool = true) async throws(NavigationError) {
        try await popToRootAndWait(animated: animated)
    }

    /// Pops every screen above the topmost screen of type `screen` in the stack, and returns at once.
    ///
    /// ```swift
    /// navigation.popTo(OrdersVC.self)
    /// ```
    ///
    /// - Parameters:
    ///   - screen: The screen type to go back to.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called once done, or with ``NavigationError/screenNotFound(typeName:)``,
    ///     ``NavigationError/nothingToPop`` and the like; without one, a failure
    ///     goes to ``NavigationFailure/handler``.
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

    /// In an `async` function, the awaited spelling of `popTo`: the same as `popToAndWait`, so
    /// `try await` written before `popTo` waits for the navigation instead of returning at once.
    ///
    /// - Parameters:
    ///   - screen: The screen type to go back to.
    ///   - animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError/screenNotFound(typeName:)``, ``NavigationError/nothingToPop``, …
    public func popTo<Target>(_ screen: Target.Type, animated: Bool = true) async throws(NavigationError) {
        try await popToAndWait(screen, animated: animated)
    }
}
