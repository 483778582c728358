import HarborContainer

extension IShowScreenTrait {
    /// Presents a hosted view (a SwiftUI screen) with ``presenter``.
    ///
    /// ```swift
    /// try await router.show(OrderDetailsView.self, args: order)
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view type.
    ///   - args: The arguments of its view model.
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    public func show<Hosted: IHostedView>(_ view: Hosted.Type, args: Hosted.ViewModel.Arguments)
        async throws(NavigationError) where Hosted.ViewModel: IResolvable
    {
        try await presenter.presentAndWait(view, args: args)
    }

    /// Presents a hosted view whose view model takes no arguments.
    ///
    /// - Parameter view: The view type.
    /// - Throws: ``NavigationError`` when the screen could not be presented.
    public func show<Hosted: IHostedView>(_ view: Hosted.Type) async throws(NavigationError)
    where Hosted.ViewModel: IResolvable, Hosted.ViewModel.Arguments == Void {
        try await presenter.presentAndWait(view, args: ())
    }
}
