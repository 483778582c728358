/// The one channel through which a view or a view model sends its events (seed 000's `Output<Event>`): any number
/// of receivers, each held weakly.
///
/// ```swift
/// @MainActor final class LoginVM: IEventViewModel {
///     let output = Output<ViewModelEvent>()
///     func start() { output.send(.title("Sign in")) }
/// }
/// ```
///
/// Thread-safe; ``send(_:)`` runs receivers on the calling thread, except that ``IEventView/bind(with:)``
/// delivers a view model's events to its view on the main thread.
public final class Output<Message>: Sendable {
    /// The underlying event, for signal-style wiring (`output.events.map { … }`).
    public let events = Event<Message>()

    /// Creates an output with no receivers.
    public init() {}

    /// Sends `message` to every receiver, in the order they subscribed.
    ///
    /// - Parameter message: The event to send.
    public func send(_ message: Message) {
        events.raise(message)
    }

    /// Adds a receiver, held weakly; see `Event.subscribe(_:isolation:handler:)`.
    ///
    /// - Parameters:
    ///   - receiver: The object that owns the subscription; never retained.
    ///   - isolation: The actor the handler belongs to (`#isolation`); raises must then happen on that actor. Pass
    ///     `nil` only for a handler that is safe on any thread.
    ///   - handler: Receives the receiver and each message.
    public func subscribe<Receiver: AnyObject>(
        _ receiver: Receiver,
        isolation: (any Actor)? = #isolation,
        handler: @escaping (Receiver, Message) -> Void
    ) {
        events.subscribe(receiver, isolation: isolation, handler: handler)
    }

    /// Removes a receiver.
    ///
    /// - Parameter receiver: An object previously passed to ``subscribe(_:isolation:handler:)``.
    public func unsubscribe(_ receiver: AnyObject) {
        events.unsubscribe(receiver)
    }
}
