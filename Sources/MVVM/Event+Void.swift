extension Event where Args == Void {
    /// Subscribes `subscriber`, held weakly, to an event without arguments, with a main-actor handler (see
    /// `Event/subscribe(_:handler:)`).
    ///
    /// ```swift
    /// viewModel.changed.subscribe(self) { this in this.reload() }
    /// ```
    ///
    /// - Parameters:
    ///   - subscriber: The object that owns the subscription; never retained.
    ///   - handler: Receives the subscriber, on the main queue.
    @MainActor
    public func subscribe<Subscriber: AnyObject>(
        _ subscriber: Subscriber,
        handler: @escaping @MainActor (Subscriber) -> Void
    ) {
        subscribe(subscriber) { @MainActor (this: Subscriber, _: Void) in handler(this) }
    }

    /// Subscribes `subscriber`, held weakly, to an event without arguments, with an any-thread handler (see
    /// `Event/subscribe(_:onAnyThread:)`).
    ///
    /// - Parameters:
    ///   - subscriber: The object that owns the subscription; never retained.
    ///   - handler: Receives the subscriber, inside the raise.
    @_disfavoredOverload
    public func subscribe<Subscriber: AnyObject & Sendable>(
        _ subscriber: Subscriber,
        onAnyThread handler: @escaping @Sendable (Subscriber) -> Void
    ) {
        subscribe(subscriber, onAnyThread: { (this: Subscriber, _: Void) in handler(this) })
    }

    /// Subscribes a main-actor closure without arguments for as long as the returned token lives.
    ///
    /// - Parameter handler: Runs on every raise, on the main queue.
    /// - Returns: The token that keeps the subscription alive.
    @MainActor
    public func subscribe(_ handler: @escaping @MainActor () -> Void) -> EventToken {
        subscribe { @MainActor (_: Void) in handler() }
    }

    /// Subscribes a `@Sendable` closure without arguments for as long as the returned token lives.
    ///
    /// - Parameter handler: Runs on every raise, inside it.
    /// - Returns: The token that keeps the subscription alive.
    @_disfavoredOverload
    public func subscribe(onAnyThread handler: @escaping @Sendable () -> Void) -> EventToken {
        subscribe(onAnyThread: { (_: Void) in handler() })
    }

    /// Raises the event (see ``Event/raise(_:)``).
    public func raise() {
        raise(())
    }
}
