/// The view-model half of the event-enum binding style (seed 000): it receives `ViewEvent`s through
/// ``handle(event:)`` and sends `ViewModelEvent`s through ``output``.
///
/// ```swift
/// @MainActor final class LoginVM: IEventViewModel {
///     enum ViewEvent { case submit(String) }
///     enum ViewModelEvent: Sendable { case title(String), loading(Bool) }
///
///     let output = Output<ViewModelEvent>()
///     func start() { output.send(.title("Sign in")) }
///     func handle(event: ViewEvent) { if case .submit = event { output.send(.loading(true)) } }
/// }
/// ```
///
/// Main-actor: ``handle(event:)`` and ``start()`` run on the main actor. ``output`` may send from any thread;
/// the bound view still receives on the main thread, which is why `ViewModelEvent` is `Sendable`.
@MainActor
public protocol IEventViewModel: AnyObject {
    /// What the view reports (touches, input).
    associatedtype ViewEvent
    /// What the view model reports (updates for the view).
    associatedtype ViewModelEvent: Sendable

    /// Where the view model sends its events.
    nonisolated var output: Output<ViewModelEvent> { get }

    /// Handles an event from the view.
    ///
    /// - Parameter event: The view's event.
    func handle(event: ViewEvent)

    /// Called once, after the first view bound to this view model has set up its bindings, so every event sent
    /// from here on reaches it.
    func start()
}

extension IEventViewModel {
    /// Does nothing; implement it to load data or send the first events.
    public func start() {}
}
