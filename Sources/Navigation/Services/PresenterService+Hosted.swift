import HarborContainer

/// Presenting hosted views (SwiftUI screens), in the same calls as view controllers.
extension PresenterService {
    /// Presents a hosted view on the top screen, with its view model resolved from the container with `args`, and
    /// returns at once.
    ///
    /// ```swift
    /// presenter.present(OrderDetailsView.self, args: order)
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view type; it is built with `Hosted(viewModel:)` and shown by the ``IScreenHost``.
    ///   - args: The arguments of its view model, passed to `container.resolve(args:)`.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called once the screen is shown, or with the reason it was not; without one, a failure
    ///     goes to ``NavigationFailure/handler``.
    public func present<Hosted: IHostedView>(
        _ view: Hosted.Type,
        args: Hosted.ViewModel.Arguments,
        animated: Bool = true,
        completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
    ) where Hosted.ViewModel: IResolvable {
        send(hostedRequest(.present, Hosted.self, args: args, animated: animated), completion: completion)
    }

    /// Presents a hosted view whose view model takes no arguments, and returns at once.
    ///
    /// - Parameters:
    ///   - view: The view type.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called once the screen is shown, or with the reason it was not; without one, a failure
    ///     goes to ``NavigationFailure/handler``.
    public func present<Hosted: IHostedView>(
        _ view: Hosted.Type,
        animated: Bool = true,
        completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
    ) where Hosted.ViewModel: IResolvable, Hosted.ViewModel.Arguments == Void {
        present(view, args: (), animated: animated, completion: completion)
    }

    /// Presents a hosted view and returns once it is shown.
    ///
    /// ```swift
    /// try await presenter.presentAndWait(OrderDetailsView.self, args: order)
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view type.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    public func presentAndWait<Hosted: IHostedView>(
        _ view: Hosted.Type,
        args: Hosted.ViewModel.Arguments,
        animated: Bool = true
    ) async throws(NavigationError) where Hosted.ViewModel: IResolvable {
        _ = try await run(hostedRequest(.present, Hosted.self, args: args, animated: animated))
    }

    /// In an `async` function, the awaited spelling of `present`: the same as `presentAndWait`, so
    /// `try await` written before `present` waits for the navigation instead of returning at once.
    ///
    /// - Parameters:
    ///   - view: The view type.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    public func present<Hosted: IHostedView>(
        _ view: Hosted.Type,
        args: Hosted.ViewModel.Arguments,
        animated: Bool = true
    ) async throws(NavigationError) where Hosted.ViewModel: IResolvable {
        try await presentAndWait(view, args: args, animated: animated)
    }

    /// Presents a hosted view whose view model takes no arguments, and returns once it is shown.
    ///
    /// - Parameters:
    ///   - view: The view type.
    ///   - animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    public func presentAndWait<Hosted: IHostedView>(
        _ view: Hosted.Type,
        animated: Bool = true
    ) async throws(NavigationError) where Hosted.ViewModel: IResolvable, Hosted.ViewModel.Arguments == Void {
        try await presentAndWait(view, args: (), animated: animated)
    }

    /// In an `async` function, the awaited spelling of `present`: the same as `presentAndWait`, so
    /// `try await` written before `present` waits for the navigation instead of returning at once.
    ///
    /// - Parameters:
    ///   - view: The view type.
    ///   - animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    public func present<Hosted: IHostedView>(
        _ view: Hosted.Type,
        animated: Bool = true
    ) async throws(NavigationError) where Hosted.ViewModel: IResolvable, Hosted.ViewModel.Arguments == Void {
        try await presentAndWait(view, animated: animated)
    }

    // MARK: Present for a result

    /// Presents a hosted view whose view model hands a value back, and calls `completion` once the screen is gone.
    ///
    /// - Parameters:
    ///   - view: The view type; its view model is ``IReturnsResult``.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called with the value, with `nil` when the screen was closed without one (including by
    ///     the user's swipe-down), or with the reason it was not shown.
    public func present<Hosted: IHostedView>(
        _ view: Hosted.Type,
        args: Hosted.ViewModel.Arguments,
        animated: Bool = true,
        completion: @escaping @MainActor (Result<Hosted.ViewModel.ResultValue?, NavigationError>) -> Void
    ) where Hosted.ViewModel: IResolvable & IReturnsResult {
        send(
            hostedRequest(.present, Hosted.self, args: args, animated: animated, expectsResult: true),
            completion: completion)
    }

    /// Presents a hosted view whose view model hands a value back and takes no arguments.
    ///
    /// - Parameters:
    ///   - view: The view type; its view model is ``IReturnsResult``.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called with the value, `nil` when closed without one, or the failure.
    public func present<Hosted: IHostedView>(
        _ view: Hosted.Type,
        animated: Bool = true,
        completion: @escaping @MainActor (Result<Hosted.ViewModel.ResultValue?, NavigationError>) -> Void
    ) where Hosted.ViewModel: IResolvable & IReturnsResult, Hosted.ViewModel.Arguments == Void {
        present(view, args: (), animated: animated, completion: completion)
    }

    /// Presents a hosted view whose view model hands a value back, and returns the value once the screen is gone.
    ///
    /// ```swift
    /// let date = try await presenter.presentAndWait(DatePickerView.self, args: range)  // nil on swipe-down
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view type; its view model is ``IReturnsResult``.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    /// - Returns: The value, or `nil` when the screen was closed without one (including by swipe-down).
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    @discardableResult
    public func presentAndWait<Hosted: IHostedView>(
        _ view: Hosted.Type,
        args: Hosted.ViewModel.Arguments,
        animated: Bool = true
    ) async throws(NavigationError) -> Hosted.ViewModel.ResultValue?
    where Hosted.ViewModel: IResolvable & IReturnsResult {
        try await run(hostedRequest(.present, Hosted.self, args: args, animated: animated, expectsResult: true))
            as? Hosted.ViewModel.ResultValue
    }

    /// In an `async` function, the awaited spelling of `present`: the same as `presentAndWait`, so
    /// `try await` written before `present` waits for the navigation instead of returning at once.
    ///
    /// - Parameters:
    ///   - view: The view type; its view model is ``IReturnsResult``.
    ///   - args: The arguments of its view model.
    ///   - animated: Whether to animate; `true` by default.
    /// - Returns: The value, or `nil` when the screen was closed without one (including by swipe-down).
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    @discardableResult
    public func present<Hosted: IHostedView>(
        _ view: Hosted.Type,
        args: Hosted.ViewModel.Arguments,
        animated: Bool = true
    ) async throws(NavigationError) -> Hosted.ViewModel.ResultValue?
    where Hosted.ViewModel: IResolvable & IReturnsResult {
        try await presentAndWait(view, args: args, animated: animated)
    }

    /// Presents a hosted view whose view model hands a value back and takes no arguments; returns the value.
    ///
    /// - Parameters:
    ///   - view: The view type; its view model is ``IReturnsResult``.
    ///   - animated: Whether to animate; `true` by default.
    /// - Returns: The value, or `nil` when the screen was closed without one.
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    @discardableResult
    public func presentAndWait<Hosted: IHostedView>(
        _ view: Hosted.Type,
        animated: Bool = true
    ) async throws(NavigationError) -> Hosted.ViewModel.ResultValue?
    where Hosted.ViewModel: IResolvable & IReturnsResult, Hosted.ViewModel.Arguments == Void {
        try await presentAndWait(view, args: (), animated: animated)
    }

    /// In an `async` function, the awaited spelling of `present`: the same as `presentAndWait`, so
    /// `try await` written before `present` waits for the navigation instead of returning at once.
    ///
    /// - Parameters:
    ///   - view: The view type; its view model is ``IReturnsResult``.
    ///   - animated: Whether to animate; `true` by default.
    /// - Returns: The value, or `nil` when the screen was closed without one.
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    @discardableResult
    public func present<Hosted: IHostedView>(
        _ view: Hosted.Type,
        animated: Bool = true
    ) async throws(NavigationError) -> Hosted.ViewModel.ResultValue?
    where Hosted.ViewModel: IResolvable & IReturnsResult, Hosted.ViewModel.Arguments == Void {
        try await presentAndWait(view, animated: animated)
    }
}
