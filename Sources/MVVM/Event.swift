import HarborSupport

/// A multicast event: subscribers are held weakly, and each handler says where it runs.
///
/// ```swift
/// @MainActor final class OrdersVM {
///     let loaded = Event<[String]>()
///     func didLoad(_ orders: [String]) { loaded.raise(orders) }
/// }
///
/// @MainActor final class OrdersScreen {
///     var rows: [String] = []
///     func attach(to viewModel: OrdersVM) {
///         viewModel.loaded.subscribe(self) { this, orders in this.rows = orders }
///     }
/// }
/// ```
///
/// ## Where handlers run, and which deliveries are synchronous
/// - A **main-actor handler** (`subscribe(_:handler:)`, `subscribe(_:)`, `bind(to:)`)
///   runs on the main queue. A raise on the main thread delivers to it synchronously, before `raise` returns
///   (deliveries from other threads still waiting run first), unless another thread is delivering the same event
///   at that moment: the raise then joins that delivery and reaches the handler through the main queue. A raise
///   from any other thread never blocks: the delivery is queued on the main queue, and the queued deliveries of an
///   event run in raise order.
/// - An **any-thread handler** (`subscribe(_:onAnyThread:)`, `subscribe(onAnyThread:)`,
///   `bind(onAnyThread:)`) is `@Sendable` and runs synchronously inside the raise, on the raising thread; when
///   another thread is delivering the same event at that moment, that thread runs it, right after the deliveries
///   in progress (so every subscriber sees the raises of an event in one order).
///
/// ## Re-entrancy
/// A handler may subscribe, unsubscribe, read and raise. A raise made while the event is being delivered
/// (from a handler, or from another thread) is delivered after the current one, first in, first out, so every
/// subscriber ends on the latest value.
///
/// ## Lifetimes
/// The event never keeps a subscriber alive. A subscription ends when its subscriber is deallocated, when you call
/// ``unsubscribe(_:)``, or, for a closure subscription, when its ``EventToken`` is cancelled or released. Once
/// `unsubscribe` or `cancel()` returns, no new delivery to it starts. A main-actor handler belongs to its
/// subscriber: it is released with it (see ``ViewModelStorage`` for the rule on Linux), so a handler that captures
/// the view model it observes does not keep that view model alive. An any-thread handler is released when its
/// subscription ends, or, for a deallocated subscriber, at the event's next raise (or at a later subscription,
/// once the list has grown to twice its size since dead entries were last removed).
///
/// ## Sendability
/// An event is `Sendable` when its arguments are: only then can it be raised from another thread than the one
/// that owns it.
public final class Event<Args> {
    /// The subscriptions and their delivery.
    @usableFromInline
    let core = EventCore<Args>()
    /// The event this one is derived from (`map`, `filter`), kept alive by it.
    private let upstream: AnyObject?

    /// Creates an event with no subscribers.
    public init() {
        upstream = nil
    }

    /// Creates an event that keeps `upstream` (the event it is derived from) alive as long as it lives itself.
    init(retaining upstream: AnyObject) {
        self.upstream = upstream
    }

    /// The number of live subscriptions (subscribers not yet deallocated).
    public var subscriberCount: Int {
        core.subscriberCount
    }

    // MARK: Subscribing

    /// Subscribes `subscriber`, held weakly, so the main-actor `handler` runs with it on every ``raise(_:)``.
    ///
    /// Delivered on the main queue: synchronously for a raise on the main thread, queued in raise order for a
    /// raise from another thread. The handler belongs to `subscriber` and is released with it, so it may capture
    /// the object that owns the event. Subscribing the same object again replaces its handler (and moves it to the
    /// end of the order).
    ///
    /// ```swift
    /// viewModel.$orders.subscribe(self) { this, orders in this.update(with: orders) }
    /// ```
    ///
    /// - Parameters:
    ///   - subscriber: The object that owns the subscription; it is never retained, and the subscription ends
    ///     when it is deallocated.
    ///   - handler: Receives the subscriber (so it needs no `[weak self]`) and the raised arguments.
    @MainActor
    public func subscribe<Subscriber: AnyObject>(
        _ subscriber: Subscriber,
        handler: @escaping @MainActor (Subscriber, Args) -> Void
    ) {
        let eventHandler = EventHandler.main(subscriber, handler)
        SideTable.shared.setHandler(eventHandler, of: subscriber, for: ObjectIdentifier(self))
        subscribe(subscriber, key: ObjectIdentifier(subscriber), isMain: true, handler: eventHandler, owned: false)
    }

    /// Subscribes `subscriber`, held weakly, so the `@Sendable` `handler` runs with it on every ``raise(_:)``,
    /// synchronously, on the thread that delivers the raise (see "Where handlers run").
    ///
    /// ```swift
    /// event.subscribe(cache, onAnyThread: { cache, value in cache.store(value) })
    /// ```
    ///
    /// - Parameters:
    ///   - subscriber: The object that owns the subscription; never retained.
    ///   - handler: Receives the subscriber and the raised arguments, on any thread.
    @_disfavoredOverload
    public func subscribe<Subscriber: AnyObject & Sendable>(
        _ subscriber: Subscriber,
        onAnyThread handler: @escaping @Sendable (Subscriber, Args) -> Void
    ) {
        subscribe(subscriber, onDeliveringThread: handler)
    }

    /// Subscribes a main-actor closure for as long as the returned token lives (delivered as with
    /// `subscribe(_:handler:)`).
    ///
    /// ```swift
    /// let token = event.subscribe { value in print(value) }
    /// ```
    ///
    /// - Parameter handler: Receives the raised arguments on the main queue.
    /// - Returns: The token that keeps the subscription alive; cancel or release it to end the subscription.
    @MainActor
    public func subscribe(_ handler: @escaping @MainActor (Args) -> Void) -> EventToken {
        subscribeToken(isMain: true) { key in .main(key) { _, args in handler(args) } }
    }

    /// Subscribes a `@Sendable` closure for as long as the returned token lives (delivered as with
    /// `subscribe(_:onAnyThread:)`).
    ///
    /// - Parameter handler: Receives the raised arguments, on any thread.
    /// - Returns: The token that keeps the subscription alive; cancel or release it to end the subscription.
    @_disfavoredOverload
    public func subscribe(onAnyThread handler: @escaping @Sendable (Args) -> Void) -> EventToken {
        subscribeToken(isMain: false) { key in .anyThread(key) { _, args in handler(args) } }
    }

    /// Ends `subscriber`'s subscription, if any. Once this returns, no new delivery to it starts.
    ///
    /// - Parameter subscriber: An object previously passed to `subscribe(_:handler:)` or
    ///   `subscribe(_:onAnyThread:)`.
    public func unsubscribe(_ subscriber: AnyObject) {
        core.remove(key: ObjectIdentifier(subscriber))
        if runsOnMainQueue() {
            // Releases a main-actor handler now; from another thread it goes with its subscriber.
            let subscriber = OnThisThread(value: subscriber)
            let eventID = ObjectIdentifier(self)
            MainActor.assumeIsolated { SideTable.shared.setHandler(nil, of: subscriber.value, for: eventID) }
        }
    }

    // MARK: Raising

    /// Delivers `args` to every live subscription, in subscription order (see "Where handlers run").
    ///
    /// - Parameter args: The value handed to every handler.
    @inlinable
    public func raise(_ args: Args) {
        core.raise(args)
    }

    // MARK: Internal

    /// Subscribes `subscriber` with `handler`, keyed by `key`. `owned`: the subscription keeps the handler
    /// (otherwise its subscriber does).
    private func subscribe(
        _ subscriber: AnyObject, key: ObjectIdentifier, isMain: Bool, handler: EventHandler<Args>, owned: Bool = true
    ) {
        core.insert(
            EventSubscription(subscriber: subscriber, key: key, isMain: isMain, handler: handler, owned: owned))
    }

    /// One of Harbor's own main-actor subscriptions (a view's refresh, a binding), keyed by `key` rather than by the
    /// subscriber, so the app's subscription of the same object neither replaces it nor is replaced by it.
    func subscribe<Subscriber: AnyObject>(
        _ subscriber: Subscriber, key: SubscriptionKey, handler: @escaping @MainActor (Subscriber, Args) -> Void
    ) {
        subscribe(subscriber, key: ObjectIdentifier(key), isMain: true, handler: .main(subscriber, handler))
    }

    /// Subscribes `subscriber` with a handler that runs on the delivering thread (`map`, `filter`).
    func subscribe<Subscriber: AnyObject>(
        _ subscriber: Subscriber, onDeliveringThread handler: @escaping (Subscriber, Args) -> Void
    ) {
        subscribe(
            subscriber, key: ObjectIdentifier(subscriber), isMain: false, handler: .anyThread(subscriber, handler))
    }

    /// Ends the subscription made with `key`.
    func unsubscribe(key: SubscriptionKey) {
        core.remove(key: ObjectIdentifier(key))
    }

    /// Subscribes the handler `makeHandler` makes for a new key, for as long as the returned token (which keeps
    /// the key and this event) lives.
    func subscribeToken(isMain: Bool, _ makeHandler: (SubscriptionKey) -> EventHandler<Args>) -> EventToken {
        let key = SubscriptionKey()
        let id = ObjectIdentifier(key)
        subscribe(key, key: id, isMain: isMain, handler: makeHandler(key))
        let core = core
        return EventToken(retaining: [self, key]) { core.remove(key: id) }
    }
}

// `core` is thread-safe; handlers run where their kind says (see "Where handlers run"). The arguments cross
// threads, hence the condition.
extension Event: @unchecked Sendable where Args: Sendable {}
