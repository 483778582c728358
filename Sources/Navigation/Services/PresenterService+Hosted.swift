import HarborContainer

/// Presenting hosted views (SwiftUI screens), in the same call shape as view controllers.
extension PresenterService {
    /// Presents a hosted view on the top screen, with its view model resolved from the container with `args`.
    ///
    /// ```swift
    /// presenter.present(OrderDetailsView.self, args: order)
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view type; it is built with `Hosted(viewModel:)` and wrapped by the ``IScreenHost``.
    ///   - args: The arguments of its view model, passed to `container.resolve(args:)`.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called once the screen is shown, or with the reason it was not.
    public func present<Hosted: IHostedView>(
        _ view: Hosted.Type,
        args: Hosted.ViewModel.Arguments,
        animated: Bool = true,
        completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
    ) where Hosted.ViewModel: IResolvable {
        perform(hostedRequest(Hosted.self, args: args, animated: animated)) { completion?($0.map { _ in }) }
    }

    /// Presents a hosted view whose view model takes no arguments.
    ///
    /// - Parameters:
    ///   - view: The view type.
    ///   - animated: Whether to animate; `true` by default.
    ///   - completion: Called once the screen is shown, or with the reason it was not.
    public func present<Hosted: IHostedView>(
        _ view: Hosted.Type,
        animated: Bool = true,
        completion: (@MainActor (Result<Void, NavigationError>) -> Void)? = nil
    ) where Hosted.ViewModel: IResolvable, Hosted.ViewModel.Arguments == Void {
        present(view, args: (), animated: animated, completion: completion)
    }

    /// Presents a hosted view and returns once it is shown.
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
        _ = try await awaitOutcome(of: hostedRequest(Hosted.self, args: args, animated: animated), perform).get()
    }

    /// Presents a hosted view whose view model takes no arguments, and returns once it is shown.
    ///
    /// - Parameters:
    ///   - view: The view type.
    ///   - animated: Whether to animate; `true` by default.
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    public func present<Hosted: IHostedView>(
        _ view: Hosted.Type,
        animated: Bool = true
    ) async throws(NavigationError) where Hosted.ViewModel: IResolvable, Hosted.ViewModel.Arguments == Void {
        try await present(view, args: (), animated: animated)
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
        perform(hostedRequest(Hosted.self, args: args, animated: animated, expectsResult: true)) {
            completion($0.map { $0 as? Hosted.ViewModel.ResultValue })
        }
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
    /// let date = try await presenter.present(DatePickerView.self, args: range)  // nil on swipe-down
    /// ```
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
        let request = hostedRequest(Hosted.self, args: args, animated: animated, expectsResult: true)
        return try await awaitOutcome(of: request, perform).get() as? Hosted.ViewModel.ResultValue
    }

    /// Presents a hosted view whose view model hands a value back and takes no arguments; returns the value.
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
        try await present(view, args: (), animated: animated)
    }

    private func hostedRequest<Hosted: IHostedView>(
        _ view: Hosted.Type,
        args: Hosted.ViewModel.Arguments,
        animated: Bool,
        expectsResult: Bool = false
    ) -> NavigationRequest where Hosted.ViewModel: IResolvable {
        hostedScreenRequest(
            .present, Hosted.self, args: args, container: container, animated: animated, expectsResult: expectsResult)
    }
}
