extension Event where Args == Void {
    /// Subscribes `subscriber`, held weakly, to an event without arguments.
    ///
    /// ```swift
    /// viewModel.changed.subscribe(self) { this in this.reload() }
    /// ```
    ///
    /// - Parameters:
    ///   - subscriber: The object that owns the subscription; never retained.
    ///   - isolation: The actor the handler belongs to (`#isolation`); raises must then happen on that actor. Pass
    ///     `nil` only for a handler that is safe on any thread.
    ///   - handler: Receives the subscriber.
    public func subscribe<Subscriber: AnyObject>(
        _ subscriber: Subscriber,
        isolation: (any Actor)? = #isolation,
        handler: @escaping (Subscriber) -> Void
    ) {
        subscribe(subscriber, isolation: isolation) { (this: Subscriber, _: Void) in handler(this) }
    }

    /// Subscribes a closure without arguments for as long as the returned token lives.
    ///
    /// - Parameters:
    ///   - isolation: The actor the handler belongs to (`#isolation`); raises must then happen on that actor. Pass
    ///     `nil` only for a handler that is safe on any thread.
    ///   - handler: Runs on every raise.
    /// - Returns: The token that keeps the subscription alive.
    public func subscribe(isolation: (any Actor)? = #isolation, _ handler: @escaping () -> Void) -> EventToken {
        subscribe(isolation: isolation) { (_: Void) in handler() }
    }

    /// Raises the event: calls every live subscriber's handler, in subscription order, on the calling thread.
    public func raise() {
        raise(())
    }
}
