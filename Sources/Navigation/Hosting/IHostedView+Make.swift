import HarborContainer

extension IHostedView where ViewModel: IResolvable {
    /// Builds the view with its view model resolved from `container` with `args`: what the services do before a
    /// hosted view is shown, and what a preview or a test does to get the view without showing it.
    ///
    /// ```swift
    /// let view = try OrderDetailsView.make(args: order, in: container)
    /// ```
    ///
    /// - Parameters:
    ///   - args: The arguments of the view model.
    ///   - container: The container to resolve it from.
    /// - Returns: The view.
    /// - Throws: `ResolutionError` when the view model cannot be resolved.
    public static func make(args: ViewModel.Arguments, in container: any IContainer) throws(ResolutionError) -> Self {
        Self(viewModel: try container.resolveOrThrow(ViewModel.self, args: args))
    }
}
