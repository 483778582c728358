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
/// subscription ends, or, for a deallocated subscriber, at the event's next raise or subscription.
///
/// ## Sendability
/// An event is `Sendable` when its arguments are: only then can it be raised from another thread than the one
/// that owns it.
public final class Event<Args> {
    /// The subscriptions and the delivery loop, which need no `Args`.
    @usableFromInline
    let core = EventCore()
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
        let eventHandler = Self.mainHandler(handler)
        SideTable.shared.setHandler(eventHandler, of: subscriber, for: ObjectIdentifier(self))
        insert(EventEntry(subscriber: subscriber, borrowing: eventHandler))
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
    @inlinable
    @_disfavoredOverload
    public func subscribe<Subscriber: AnyObject & Sendable>(
        _ subscriber: Subscriber,
        onAnyThread handler: @escaping @Sendable (Subscriber, Args) -> Void
    ) {
        // Inlinable: the closure that reads the arguments is specialised in the caller's module, so a delivery
        // runs no generic code (no metadata, no value-witness copy of `Args`).
        subscribeAnyThread(subscriber) { object, args in
            handler(unsafeDowncast(object, to: Subscriber.self), args.assumingMemoryBound(to: Args.self).pointee)
        }
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
        subscribeToken(isMain: true, call: Self.mainHandler { (_: EventToken, args: Args) in handler(args) }.call)
    }

    /// Subscribes a `@Sendable` closure for as long as the returned token lives (delivered as with
    /// `subscribe(_:onAnyThread:)`).
    ///
    /// - Parameter handler: Receives the raised arguments, on any thread.
    /// - Returns: The token that keeps the subscription alive; cancel or release it to end the subscription.
    @inlinable
    @_disfavoredOverload
    public func subscribe(onAnyThread handler: @escaping @Sendable (Args) -> Void) -> EventToken {
        // Inlinable, as `subscribe(_:onAnyThread:)`.
        subscribeAnyThread { _, args in handler(args.assumingMemoryBound(to: Args.self).pointee) }
    }

    /// Ends `subscriber`'s subscription, if any. Once this returns, no new delivery to it starts.
    ///
    /// - Parameter subscriber: An object previously passed to `subscribe(_:handler:)` or
    ///   `subscribe(_:onAnyThread:)`.
    public func unsubscribe(_ subscriber: AnyObject) {
        unsubscribe(key: ObjectIdentifier(subscriber))
        if isOnMainQueue() {
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
        // Inlinable: specialised in the caller's module, a raise reaches `EventCore` without generic code.
        withUnsafePointer(to: args) { pointer in
            core.raise(UnsafeRawPointer(pointer)) { PendingArgumentsOf(args) }
        }
    }

    // MARK: Internal

    /// A main-actor handler, wrapped so the delivery loop can call it once it is on the main queue.
    static func mainHandler<Subscriber: AnyObject>(
        _ handler: @escaping @MainActor (Subscriber, Args) -> Void
    ) -> EventHandler {
        // One closure that reads the arguments itself, like the any-thread ones: one call per delivery, not two.
        // Sound because the delivery loop calls a main-actor entry only on the main queue, where the main actor
        // runs (it checks `isOnMainQueue()` once per raise, or runs in the main queue's own loop): the handler is
        // called as what `MainActor.assumeIsolated` would call, without its executor check and the closure context
        // it allocates per call. A synchronous `@MainActor` function has the same representation as a plain one.
        let call = unsafeBitCast(handler, to: ((Subscriber, Args) -> Void).self)
        return EventHandler(reading: { object, args in
            assert(isOnMainQueue(), "Harbor: a main-actor handler was called off the main queue")
            call(unsafeDowncast(object, to: Subscriber.self), args.assumingMemoryBound(to: Args.self).pointee)
        })
    }

    /// Subscribes `subscriber` with a handler that the entry itself keeps. With a `key` (Harbor's own
    /// subscriptions), the subscription is keyed by it rather than by the subscriber, so the app's subscription
    /// of the same object neither replaces it nor is replaced by it; the key must live as long as the subscriber.
    func subscribe(_ subscriber: AnyObject, key: SubscriptionKey? = nil, isMain: Bool, handler: EventHandler) {
        insert(
            EventEntry(subscriber: subscriber, key: key.map(ObjectIdentifier.init), isMain: isMain, call: handler.call))
    }

    /// Ends the subscription made with `key`.
    func unsubscribe(key: SubscriptionKey) {
        unsubscribe(key: ObjectIdentifier(key))
    }

    /// Subscribes `subscriber` with an any-thread `call`, which reads the arguments itself (see
    /// ``EventHandler/init(reading:)``).
    @usableFromInline
    func subscribeAnyThread(_ subscriber: AnyObject, call: @escaping (AnyObject, UnsafeRawPointer) -> Void) {
        insert(EventEntry(subscriber: subscriber, isMain: false, call: call))
    }

    /// Subscribes an any-thread `call` for as long as the returned token lives.
    @usableFromInline
    func subscribeAnyThread(call: @escaping (AnyObject, UnsafeRawPointer) -> Void) -> EventToken {
        subscribeToken(isMain: false, call: call)
    }

    /// Subscribes `call` for as long as the returned token lives.
    func subscribeToken(isMain: Bool, call: @escaping (AnyObject, UnsafeRawPointer) -> Void) -> EventToken {
        let token = EventToken(retaining: self)
        let key = ObjectIdentifier(token)
        insert(EventEntry(subscriber: token, isMain: isMain, call: call))
        let core = core
        token.setCancelAction { core.remove(key: key) }
        return token
    }

    /// Ends the subscription keyed by `key`, if any.
    func unsubscribe(key: ObjectIdentifier) {
        core.remove(key: key)
    }

    private func insert(_ entry: EventEntry) {
        core.insert(entry)
    }
}

// `core` is thread-safe; handlers run where their kind says (see "Where handlers run"). The arguments cross
// threads, hence the condition.
extension Event: @unchecked Sendable where Args: Sendable {}
