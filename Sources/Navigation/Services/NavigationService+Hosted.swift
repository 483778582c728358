import HarborContainer

/// Pushing hosted views (SwiftUI screens), in the same calls as view controllers.
extension NavigationService {
    /// Pushes a hosted view onto the navigation stack on top, with its view model resolved from the container with `args`, and
    /// returns at once.
    ///
    /// ```swift
    /// navigation.pushViewController(OrderDetailsView.self, args: order)
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view type; it is built with `Hosted(viewModel:)` and shown by the ``IScreenHost``.
    ///   - args: The arguments of its view model, passed to `container.resolve(args:)`.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called once the screen is shown, or with the reason it was not; without one, a failure
    ///     goes to ``NavigationFailure/handler``.
    public func pushViewController<Hosted: IHostedView>(
        _ view: Hosted.Type,
        args: Hosted.ViewModel.Arguments,
        animated: Bool = true,
        completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
    ) where Hosted.ViewModel: IResolvable {
        send(hostedRequest(.push, Hosted.self, args: args, animated: animated), completion: completion)
    }

    /// Pushes a hosted view whose view model takes no arguments, and returns at once.
    ///
    /// - Parameters:
    ///   - view: The view type.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called once the screen is shown, or with the reason it was not; without one, a failure
    ///     goes to ``NavigationFailure/handler``.
    public func pushViewController<Hosted: IHostedView>(
        _ view: Hosted.Type,
        animated: Bool = true,
        completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
    ) where Hosted.ViewModel: IResolvable, Hosted.ViewModel.Arguments == Void {
        pushViewController(view, args: (), animated: animated, completion: completion)
    }

    /// Pushes a hosted view and returns once it is shown.
    ///
    /// ```swift
    /// try await navigation.pushViewControllerAndWait(OrderDetailsView.self, args: order)
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view type.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError`` when the screen could not be pushed.
    public func pushViewControllerAndWait<Hosted: IHostedView>(
        _ view: Hosted.Type,
        args: Hosted.ViewModel.Arguments,
        animated: Bool = true
    ) async throws(NavigationError) where Hosted.ViewModel: IResolvable {
        _ = try await run(hostedRequest(.push, Hosted.self, args: args, animated: animated))
    }

    /// In an `async` function, the awaited spelling of `pushViewController`: the same as `pushViewControllerAndWait`, so
    /// `try await` written before `pushViewController` waits for the navigation instead of returning at once.
    ///
    /// - Parameters:
    ///   - view: The view type.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError`` when the screen could not be pushed.
    public func pushViewController<Hosted: IHostedView>(
        _ view: Hosted.Type,
        args: Hosted.ViewModel.Arguments,
        animated: Bool = true
    ) async throws(NavigationError) where Hosted.ViewModel: IResolvable {
        try await pushViewControllerAndWait(view, args: args, animated: animated)
    }

    /// Pushes a hosted view whose view model takes no arguments, and returns once it is shown.
    ///
    /// - Parameters:
    ///   - view: The view type.
    ///   - animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError`` when the screen could not be pushed.
    public func pushViewControllerAndWait<Hosted: IHostedView>(
        _ view: Hosted.Type,
        animated: Bool = true
    ) async throws(NavigationError) where Hosted.ViewModel: IResolvable, Hosted.ViewModel.Arguments == Void {
        try await pushViewControllerAndWait(view, args: (), animated: animated)
    }

    /// In an `async` function, the awaited spelling of `pushViewController`: the same as `pushViewControllerAndWait`, so
    /// `try await` written before `pushViewController` waits for the navigation instead of returning at once.
    ///
    /// - Parameters:
    ///   - view: The view type.
    ///   - animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError`` when the screen could not be pushed.
    public func pushViewController<Hosted: IHostedView>(
        _ view: Hosted.Type,
        animated: Bool = true
    ) async throws(NavigationError) where Hosted.ViewModel: IResolvable, Hosted.ViewModel.Arguments == Void {
        try await pushViewControllerAndWait(view, animated: animated)
    }

    // MARK: Push for a result

    /// Pushes a hosted view whose view model hands a value back, and calls `completion` once the screen is gone.
    ///
    /// - Parameters:
    ///   - view: The view type; its view model is ``IReturnsResult``.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called with the value, with `nil` when the screen was popped without one (including by the
    ///     back gesture), or with the reason it was not shown.
    public func pushViewController<Hosted: IHostedView>(
        _ view: Hosted.Type,
        args: Hosted.ViewModel.Arguments,
        animated: Bool = true,
        completion: @escaping @MainActor (Result<Hosted.ViewModel.ResultValue?, NavigationError>) -> Void
    ) where Hosted.ViewModel: IResolvable & IReturnsResult {
        send(
            hostedRequest(.push, Hosted.self, args: args, animated: animated, expectsResult: true),
            completion: completion)
    }

    /// Pushes a hosted view whose view model hands a value back and takes no arguments.
    ///
    /// - Parameters:
    ///   - view: The view type; its view model is ``IReturnsResult``.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called with the value, `nil` when popped without one, or the failure.
    public func pushViewController<Hosted: IHostedView>(
        _ view: Hosted.Type,
        animated: Bool = true,
        completion: @escaping @MainActor (Result<Hosted.ViewModel.ResultValue?, NavigationError>) -> Void
    ) where Hosted.ViewModel: IResolvable & IReturnsResult, Hosted.ViewModel.Arguments == Void {
        pushViewController(view, args: (), animated: animated, completion: completion)
    }

    /// Pushes a hosted view whose view model hands a value back, and returns the value once the screen is gone.
    ///
    /// ```swift
    /// let address = try await navigation.pushViewControllerAndWait(AddressPickerView.self, args: city)
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view type; its view model is ``IReturnsResult``.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    /// - Returns: The value, or `nil` when the screen was popped without one (including by the back gesture).
    /// - Throws: ``NavigationError`` when the screen could not be pushed.
    @discardableResult
    public func pushViewControllerAndWait<Hosted: IHostedView>(
        _ view: Hosted.Type,
        args: Hosted.ViewModel.Arguments,
        animated: Bool = true
    ) async throws(NavigationError) -> Hosted.ViewModel.ResultValue?
    where Hosted.ViewModel: IResolvable & IReturnsResult {
        try await run(hostedRequest(.push, Hosted.self, args: args, animated: animated, expectsResult: true))
            as? Hosted.ViewModel.ResultValue
    }

    /// In an `async` function, the awaited spelling of `pushViewController`: the same as `pushViewControllerAndWait`, so
    /// `try await` written before `pushViewController` waits for the navigation instead of returning at once.
    ///
    /// - Parameters:
    ///   - view: The view type; its view model is ``IReturnsResult``.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    /// - Returns: The value, or `nil` when the screen was popped without one (including by the back gesture).
    /// - Throws: ``NavigationError`` when the screen could not be pushed.
    @discardableResult
    public func pushViewController<Hosted: IHostedView>(
        _ view: Hosted.Type,
        args: Hosted.ViewModel.Arguments,
        animated: Bool = true
    ) async throws(NavigationError) -> Hosted.ViewModel.ResultValue?
    where Hosted.ViewModel: IResolvable & IReturnsResult {
        try await pushViewControllerAndWait(view, args: args, animated: animated)
    }

    /// Pushes a hosted view whose view model hands a value back and takes no arguments; returns the value.
    ///
    /// - Parameters:
    ///   - view: The view type; its view model is ``IReturnsResult``.
    ///   - animated: Whether to animate; `true` by default.
    /// - Returns: The value, or `nil` when the screen was popped without one.
    /// - Throws: ``NavigationError`` when the screen could not be pushed.
    @discardableResult
    public func pushViewControllerAndWait<Hosted: IHostedView>(
        _ view: Hosted.Type,
        animated: Bool = true
    ) async throws(NavigationError) -> Hosted.ViewModel.ResultValue?
    where Hosted.ViewModel: IResolvable & IReturnsResult, Hosted.ViewModel.Arguments == Void {
        try await pushViewControllerAndWait(view, args: (), animated: animated)
    }

    /// In an `async` function, the awaited spelling of `pushViewController`: the same as `pushViewControllerAndWait`, so
    /// `try await` written before `pushViewController` waits for the navigation instead of returning at once.
    ///
    /// - Parameters:
    ///   - view: The view type; its view model is ``IReturnsResult``.
    ///   - animated: Whether to animate; `true` by default.
    /// - Returns: The value, or `nil` when the screen was popped without one.
    /// - Throws: ``NavigationError`` when the screen could not be pushed.
    @discardableResult
    public func pushViewController<Hosted: IHostedView>(
        _ view: Hosted.Type,
        animated: Bool = true
    ) async throws(NavigationError) -> Hosted.ViewModel.ResultValue?
    where Hosted.ViewModel: IResolvable & IReturnsResult, Hosted.ViewModel.Arguments == Void {
        try await pushViewControllerAndWait(view, animated: animated)
    }
}
