extension Event {
    /// An event raised with `transform(args)` each time this event is raised: signal-style wiring without RxSwift.
    ///
    /// `transform` runs inside each delivery of this event, on the thread that delivers it (so it is `@Sendable`),
    /// and the derived event is raised there: its main-actor subscribers then get it on the main queue, its
    /// any-thread subscribers right away. The derived event keeps this event alive (never the other way round),
    /// so a chain lives exactly as long as whoever holds its last event, usually through the ``EventToken`` of
    /// `bind(to:)`.
    ///
    /// ```swift
    /// let tokens = TokenBag()
    /// let query = Event<String>()
    /// let search = Event<String>()
    /// query.map { $0.lowercased() }.bind(to: search).store(in: tokens)
    /// ```
    ///
    /// - Parameter transform: Runs on the delivering thread.
    /// - Returns: The derived event.
    public func map<Result>(_ transform: @escaping @Sendable (Args) -> Result) -> Event<Result> {
        let derived = Event<Result>(retaining: self)
        subscribe(derived, onDeliveringThread: { derived, args in derived.raise(transform(args)) })
        return derived
    }

    /// An event raised with this event's arguments when `isIncluded` returns `true`.
    ///
    /// ```swift
    /// let tokens = TokenBag()
    /// let query = Event<String>()
    /// let search = Event<String>()
    /// query.filter { $0.count >= 3 }.bind(to: search).store(in: tokens)
    /// ```
    ///
    /// - Parameter isIncluded: Runs on the delivering thread, as `transform` in ``map(_:)``.
    /// - Returns: The derived event.
    public func filter(_ isIncluded: @escaping @Sendable (Args) -> Bool) -> Event<Args> {
        let derived = Event<Args>(retaining: self)
        subscribe(derived, onDeliveringThread: { derived, args in if isIncluded(args) { derived.raise(args) } })
        return derived
    }

    /// Forwards every raise of this event to `target` until the returned token is cancelled or released.
    ///
    /// `target` is held weakly: binding never extends the life of the event it feeds. It is raised inside each
    /// delivery, on the delivering thread.
    ///
    /// - Parameter target: The event to raise with the same arguments.
    /// - Returns: The token that keeps the wiring (and the chain of derived events before it) alive.
    public func bind(to target: Event<Args>) -> EventToken {
        subscribeToken(isMain: false) { token in .anyThread(token) { [weak target] _, args in target?.raise(args) } }
    }

    /// Calls the main-actor `handler` on every raise of this event until the returned token is cancelled or
    /// released (delivered as with `subscribe(_:handler:)`).
    ///
    /// ```swift
    /// @MainActor final class TitleLabel {
    ///     var text = ""
    ///     let tokens = TokenBag()
    ///     func show(_ title: Event<String>) {
    ///         title.map { $0.uppercased() }.bind { [weak self] in self?.text = $0 }.store(in: tokens)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameter handler: Runs on the main queue.
    /// - Returns: The token that keeps the wiring (and the chain of derived events before it) alive.
    @MainActor
    public func bind(to handler: @escaping @MainActor (Args) -> Void) -> EventToken {
        subscribe(handler)
    }

    /// Calls the `@Sendable` `handler` on every raise of this event, inside the raise, until the returned token is
    /// cancelled or released.
    ///
    /// - Parameter handler: Runs on the delivering thread.
    /// - Returns: The token that keeps the wiring (and the chain of derived events before it) alive.
    @_disfavoredOverload
    public func bind(onAnyThread handler: @escaping @Sendable (Args) -> Void) -> EventToken {
        subscribe(onAnyThread: handler)
    }
}
