/// The view half of the event-enum binding style (seed 000): it receives `ViewModelEvent`s through
/// ``handle(event:)`` and sends `ViewEvent`s through ``output``.
///
/// ```swift
/// final class LoginScreen: UIViewController, IEventView {
///     let output = Output<LoginVM.ViewEvent>()
///     func handle(event: LoginVM.ViewModelEvent) {
///         switch event {
///         case .title(let text): title = text
///         case .loading(let isLoading): spinner.isHidden = !isLoading
///         }
///     }
/// }
///
/// screen.bind(with: LoginVM())
/// ```
@MainActor
public protocol IEventView: AnyObject, Sendable {
    /// What the view reports (touches, input).
    associatedtype ViewEvent
    /// What the view model reports (updates for the view).
    associatedtype ViewModelEvent: Sendable

    /// Where the view sends its events.
    var output: Output<ViewEvent> { get }

    /// Called by ``bind(with:)`` after wiring and before the view model's `start()`: set up your own bindings
    /// (for example, to a child view) here.
    func setupBindings()

    /// Handles an event from the view model, always on the main thread.
    ///
    /// - Parameter event: The view model's event.
    func handle(event: ViewModelEvent)
}

extension IEventView {
    /// Does nothing; implement it when the view has bindings of its own.
    public func setupBindings() {}
}
