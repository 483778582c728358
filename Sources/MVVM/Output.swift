/// The one channel through which a view or a view model sends its events (seed 000's `Output<Event>`): any number
/// of receivers, each held weakly.
///
/// ```swift
/// @MainActor final class LoginVM: IEventViewModel {
///     enum ViewEvent { case submit(String) }
///     enum ViewModelEvent: Sendable { case title(String) }
///     let output = Output<ViewModelEvent>()
///     func start() { output.send(.title("Sign in")) }
///     func handle(event: ViewEvent) {}
/// }
/// ```
///
/// Receivers run as described in ``Event``: a main-actor receiver on the main queue (synchronously for a send on
/// the main thread, queued in send order for a send from another thread), an any-thread receiver inside the send.
/// `Sendable` when its messages are.
public final class Output<Message> {
    /// The underlying event, for signal-style wiring (`output.events.map { … }`) and `for await`
    /// (`output.events.values`).
    public let events = Event<Message>()

    /// Creates an output with no receivers.
    public init() {}

    /// Sends `message` to every receiver, in the order they subscribed.
    ///
    /// - Parameter message: The event to send.
    public func send(_ message: Message) {
        events.raise(message)
    }

    /// Adds a main-actor receiver, held weakly; see `Event/subscribe(_:handler:)`.
    ///
    /// - Parameters:
    ///   - receiver: The object that owns the subscription; never retained.
    ///   - handler: Receives the receiver and each message, on the main queue.
    @MainActor
    public func subscribe<Receiver: AnyObject>(
        _ receiver: Receiver,
        handler: @escaping @MainActor (Receiver, Message) -> Void
    ) {
        events.subscribe(receiver, handler: handler)
    }

    /// Adds an any-thread receiver, held weakly; see `Event/subscribe(_:onAnyThread:)`.
    ///
    /// - Parameters:
    ///   - receiver: The object that owns the subscription; never retained.
    ///   - handler: Receives the receiver and each message, inside the send.
    @_disfavoredOverload
    public func subscribe<Receiver: AnyObject & Sendable>(
        _ receiver: Receiver,
        onAnyThread handler: @escaping @Sendable (Receiver, Message) -> Void
    ) {
        events.subscribe(receiver, onAnyThread: handler)
    }

    /// Removes a receiver; once this returns, no new delivery to it starts.
    ///
    /// - Parameter receiver: An object previously passed to `subscribe`.
    public func unsubscribe(_ receiver: AnyObject) {
        events.unsubscribe(receiver)
    }
}

extension Output: Sendable where Message: Sendable {}
