/// A type-erased ``IEventViewModel``, as kept by a bound ``IEventView`` (see ``IEventView/boundViewModel``).
///
/// ```swift
/// screen.boundViewModel?.handle(event: .submit("me"))
/// ```
@MainActor
public final class AnyEventViewModel<ViewEvent, ViewModelEvent: Sendable> {
    /// The wrapped view model, kept alive by this wrapper.
    public let base: AnyObject
    /// The wrapped view model's output.
    public let output: Output<ViewModelEvent>
    private let handler: @MainActor (ViewEvent) -> Void

    /// Wraps `viewModel`.
    ///
    /// - Parameter viewModel: The view model to wrap.
    public init<Model: IEventViewModel>(_ viewModel: Model)
    where Model.ViewEvent == ViewEvent, Model.ViewModelEvent == ViewModelEvent {
        self.base = viewModel
        self.output = viewModel.output
        self.handler = { viewModel.handle(event: $0) }
    }

    /// Forwards `event` to the wrapped view model.
    ///
    /// - Parameter event: The view's event.
    public func handle(event: ViewEvent) {
        handler(event)
    }
}
