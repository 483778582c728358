extension Event {
    /// An event raised with `transform(args)` each time this event is raised: signal-style wiring without RxSwift.
    ///
    /// The derived event keeps this event alive (never the other way round), so a chain lives exactly as long as
    /// whoever holds its last event, usually through the ``EventToken`` of ``bind(to:)``.
    ///
    /// ```swift
    /// view.refreshTapped
    ///     .map { [unowned self] in self.selectedDate }
    ///     .bind(to: interactor.loadNews)
    ///     .store(in: tokens)
    /// ```
    ///
    /// - Parameters:
    ///   - isolation: The actor `transform` belongs to. Leave the default.
    ///   - transform: Runs on the raising thread.
    /// - Returns: The derived event.
    public func map<Result>(
        isolation: (any Actor)? = #isolation,
        _ transform: @escaping (Args) -> Result
    ) -> Event<Result> {
        let derived = Event<Result>(retaining: self)
        subscribe(derived, isolation: isolation) { derived, args in derived.raise(transform(args)) }
        return derived
    }

    /// An event raised with this event's arguments when `isIncluded` returns `true`.
    ///
    /// ```swift
    /// query.changed.filter { $0.count >= 3 }.bind(to: search.start).store(in: tokens)
    /// ```
    ///
    /// - Parameters:
    ///   - isolation: The actor `isIncluded` belongs to. Leave the default.
    ///   - isIncluded: Runs on the raising thread.
    /// - Returns: The derived event.
    public func filter(
        isolation: (any Actor)? = #isolation,
        _ isIncluded: @escaping (Args) -> Bool
    ) -> Event<Args> {
        let derived = Event<Args>(retaining: self)
        subscribe(derived, isolation: isolation) { derived, args in
            if isIncluded(args) { derived.raise(args) }
        }
        return derived
    }

    /// Forwards every raise of this event to `target` until the returned token is cancelled or released.
    ///
    /// `target` is held weakly: binding never extends the life of the event it feeds.
    ///
    /// - Parameter target: The event to raise with the same arguments.
    /// - Returns: The token that keeps the wiring (and the chain of derived events before it) alive.
    public func bind(to target: Event<Args>) -> EventToken {
        let token = EventToken(retaining: self)
        let key = ObjectIdentifier(token)
        subscribe(token, isolation: nil) { [weak target] _, args in target?.raise(args) }
        token.setCancelAction { [weak self] in self?.unsubscribe(key: key) }
        return token
    }

    /// Calls `handler` on every raise of this event until the returned token is cancelled or released.
    ///
    /// ```swift
    /// viewModel.$title.map { $0.uppercased() }.bind { [weak label] in label?.text = $0 }.store(in: tokens)
    /// ```
    ///
    /// - Parameters:
    ///   - isolation: The actor `handler` belongs to. Leave the default.
    ///   - handler: Runs on the raising thread.
    /// - Returns: The token that keeps the wiring (and the chain of derived events before it) alive.
    public func bind(isolation: (any Actor)? = #isolation, to handler: @escaping (Args) -> Void) -> EventToken {
        subscribe(isolation: isolation, handler)
    }
}
