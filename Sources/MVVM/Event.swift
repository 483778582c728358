import Dispatch
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
/// - A **main-actor handler** (``subscribe(_:handler:)``, ``subscribe(_:)``, ``bind(to:)-(@MainActor(Args)->Void)``)
///   runs on the main queue. A raise on the main thread delivers to it synchronously, before `raise` returns,
///   unless deliveries from other threads are still waiting, which run first. A raise from any other thread never
///   blocks: the delivery is queued on the main queue, and the queued deliveries of an event run in raise order.
/// - An **any-thread handler** (``subscribe(_:onAnyThread:)``, ``subscribe(onAnyThread:)``,
///   ``bind(onAnyThread:)``) is `@Sendable` and runs synchronously inside the raise, on the raising thread; when
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
    // `lock` guards every `var` below. `upstream` is immutable. Entries are immutable after they are published
    // under the lock, except their atomic `active` flag.
    private let lock = Lock()
    private var entries: ContiguousArray<EventEntry<Args>> = []
    private var index: [ObjectIdentifier: EventEntry<Args>] = [:]
    private var pruneThreshold = minimumPruneThreshold
    /// Raises waiting for the delivery in progress (first in, first out).
    private var pending = RingQueue<Args>()
    private var isDelivering = false
    /// Deliveries to main-actor handlers waiting for the main queue, each with the entries it goes to.
    private var mainBacklog = RingQueue<(Args, ContiguousArray<EventEntry<Args>>)>()
    private var isMainDraining = false
    private var isMainScheduled = false
    private let upstream: AnyObject?

    private static var minimumPruneThreshold: Int { 16 }

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
        let snapshot = lock.withLock { entries }
        return snapshot.reduce(0) { $0 + ($1.subscriber == nil ? 0 : 1) }
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
        SideTable.shared.box(for: subscriber).handlers[ObjectIdentifier(self)] = eventHandler
        insert(EventEntry(subscriber: subscriber, isMain: true, handler: eventHandler, ownsHandler: false))
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
        let eventHandler = EventHandler<Args> { object, args in
            handler(unsafeDowncast(object, to: Subscriber.self), args)
        }
        insert(EventEntry(subscriber: subscriber, isMain: false, handler: eventHandler, ownsHandler: true))
    }

    /// Subscribes a main-actor closure for as long as the returned token lives (delivered as with
    /// ``subscribe(_:handler:)``).
    ///
    /// ```swift
    /// let token = event.subscribe { value in print(value) }
    /// ```
    ///
    /// - Parameter handler: Receives the raised arguments on the main queue.
    /// - Returns: The token that keeps the subscription alive; cancel or release it to end the subscription.
    @MainActor
    public func subscribe(_ handler: @escaping @MainActor (Args) -> Void) -> EventToken {
        subscribeToken(isMain: true, Self.mainHandler { (_: EventToken, args: Args) in handler(args) })
    }

    /// Subscribes a `@Sendable` closure for as long as the returned token lives (delivered as with
    /// ``subscribe(_:onAnyThread:)``).
    ///
    /// - Parameter handler: Receives the raised arguments, on any thread.
    /// - Returns: The token that keeps the subscription alive; cancel or release it to end the subscription.
    @_disfavoredOverload
    public func subscribe(onAnyThread handler: @escaping @Sendable (Args) -> Void) -> EventToken {
        subscribeToken(isMain: false, EventHandler { _, args in handler(args) })
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
            MainActor.assumeIsolated { SideTable.shared.existingBox(for: subscriber.value)?.handlers[eventID] = nil }
        }
    }

    // MARK: Raising

    /// Delivers `args` to every live subscription, in subscription order (see "Where handlers run").
    ///
    /// - Parameter args: The value handed to every handler.
    public func raise(_ args: Args) {
        let first: ContiguousArray<EventEntry<Args>>? = lock.withLock {
            if isDelivering {
                pending.append(args)
                return nil
            }
            isDelivering = true
            return entries
        }
        guard var snapshot = first else { return }
        var current = args
        while true {
            deliver(current, to: snapshot)
            let next: (Args, ContiguousArray<EventEntry<Args>>)? = lock.withLock {
                guard let args = pending.popFirst() else {
                    isDelivering = false
                    return nil
                }
                return (args, entries)
            }
            guard let next else { return }
            (current, snapshot) = next
        }
    }

    // MARK: Internal

    /// A main-actor handler, wrapped so the delivery loop can call it once it is on the main queue.
    static func mainHandler<Subscriber: AnyObject>(
        _ handler: @escaping @MainActor (Subscriber, Args) -> Void
    ) -> EventHandler<Args> {
        EventHandler { object, args in
            // Called by the delivery loop only on the main queue.
            let call = OnThisThread(value: (object, args))
            MainActor.assumeIsolated { handler(unsafeDowncast(call.value.0, to: Subscriber.self), call.value.1) }
        }
    }

    /// Subscribes `subscriber` with a handler that the entry itself keeps. With a `key` (Harbor's own
    /// subscriptions), the subscription is keyed by it rather than by the subscriber, so the app's subscription
    /// of the same object neither replaces it nor is replaced by it; the key must live as long as the subscriber.
    func subscribe(_ subscriber: AnyObject, key: SubscriptionKey? = nil, isMain: Bool, handler: EventHandler<Args>) {
        insert(
            EventEntry(
                subscriber: subscriber,
                key: key.map(ObjectIdentifier.init),
                isMain: isMain,
                handler: handler,
                ownsHandler: true
            )
        )
    }

    /// Ends the subscription made with `key`.
    func unsubscribe(key: SubscriptionKey) {
        unsubscribe(key: ObjectIdentifier(key))
    }

    func subscribeToken(isMain: Bool, _ handler: EventHandler<Args>) -> EventToken {
        let token = EventToken(retaining: self)
        let key = ObjectIdentifier(token)
        insert(EventEntry(subscriber: token, isMain: isMain, handler: handler, ownsHandler: true))
        // The token keeps the event alive anyway; the box only carries it into the `@Sendable` action, which
        // calls the thread-safe `unsubscribe(key:)`.
        let box = UncheckedBox(self)
        token.setCancelAction { box.value.unsubscribe(key: key) }
        return token
    }

    /// Ends the subscription keyed by `key`, if any.
    func unsubscribe(key: ObjectIdentifier) {
        let garbage: EventEntry<Args>? = lock.withLock {
            guard let entry = index.removeValue(forKey: key) else { return nil }
            entry.deactivate()
            if let position = entries.firstIndex(where: { $0 === entry }) {
                entries.remove(at: position)
            }
            return entry
        }
        _ = garbage  // Released here, after the lock: a deinit it triggers may use this event.
    }

    // MARK: Delivery

    private func deliver(_ args: Args, to snapshot: ContiguousArray<EventEntry<Args>>) {
        var dead = 0
        var mainInline: Bool?
        var queuedForMain = ContiguousArray<EventEntry<Args>>()
        for entry in snapshot {
            guard entry.isActive, let subscriber = entry.subscriber, let handler = entry.handler else {
                dead += 1
                continue
            }
            if entry.isMain {
                if mainInline == nil { mainInline = prepareInlineMainDelivery() }
                if mainInline == false {
                    queuedForMain.append(entry)
                    continue
                }
            }
            handler.call(subscriber, args)
        }
        if !queuedForMain.isEmpty {
            enqueueForMain(args, queuedForMain)
        }
        if dead > 0 {
            let garbage = lock.withLock { pruneLocked() }
            _ = garbage
        }
    }

    /// Whether main-actor handlers can be called right now: on the main queue, with no earlier delivery waiting
    /// for it (those run first, here) and not inside the main queue's delivery loop (which will reach this one).
    private func prepareInlineMainDelivery() -> Bool {
        guard isOnMainQueue() else { return false }
        let (draining, waiting) = lock.withLock { (isMainDraining, !mainBacklog.isEmpty) }
        if draining { return false }
        if waiting { drainMain() }
        return true
    }

    private func enqueueForMain(_ args: Args, _ targets: ContiguousArray<EventEntry<Args>>) {
        let schedule = lock.withLock { () -> Bool in
            mainBacklog.append((args, targets))
            if isMainScheduled || isMainDraining { return false }
            isMainScheduled = true
            return true
        }
        guard schedule else { return }
        let box = UncheckedBox(self)
        DispatchQueue.main.async { box.value.drainMain() }
    }

    /// Delivers, on the main queue, the deliveries waiting for it, in order.
    private func drainMain() {
        let start = lock.withLock { () -> Bool in
            isMainScheduled = false
            if isMainDraining { return false }
            isMainDraining = true
            return true
        }
        guard start else { return }
        while true {
            let next: (Args, ContiguousArray<EventEntry<Args>>)? = lock.withLock {
                guard let item = mainBacklog.popFirst() else {
                    isMainDraining = false
                    return nil
                }
                return item
            }
            guard let (args, targets) = next else { return }
            for entry in targets {
                guard entry.isActive, let subscriber = entry.subscriber, let handler = entry.handler else { continue }
                handler.call(subscriber, args)
            }
        }
    }

    // MARK: Storage (lock held)

    private func insert(_ entry: EventEntry<Args>) {
        let garbage = lock.withLock { insertLocked(entry) }
        _ = garbage  // Released here, after the lock: a deinit it triggers may use this event.
    }

    /// Inserts `entry`, replacing the subscriber's previous entry, and sweeps dead entries when the list has
    /// doubled. Returns what must be released after the lock is dropped.
    private func insertLocked(_ entry: EventEntry<Args>) -> [AnyObject] {
        var garbage: [AnyObject] = []
        if let previous = index.updateValue(entry, forKey: entry.key) {
            // A replaced subscription, or a dead one whose subscriber's address is reused: O(n), rare.
            previous.deactivate()
            if let position = entries.firstIndex(where: { $0 === previous }) {
                entries.remove(at: position)
            }
            garbage.append(previous)
        }
        entries.append(entry)
        if entries.count >= pruneThreshold {
            garbage += pruneLocked()
            pruneThreshold = Swift.max(Self.minimumPruneThreshold, entries.count * 2)
        }
        return garbage
    }

    /// Removes the entries whose subscriber is gone. O(n); callers make it amortised O(1).
    private func pruneLocked() -> [AnyObject] {
        var garbage: [AnyObject] = []
        var kept = ContiguousArray<EventEntry<Args>>()
        kept.reserveCapacity(entries.count)
        for entry in entries {
            if let subscriber = entry.subscriber {
                garbage.append(subscriber)  // The strong reference just loaded must not be dropped under the lock.
                kept.append(entry)
            } else {
                garbage.append(entry)
                if index[entry.key] === entry {
                    index[entry.key] = nil
                }
            }
        }
        entries = kept
        return garbage
    }
}

// `lock` guards the mutable state; handlers run where their kind says (see "Where handlers run"). The arguments
// cross threads, hence the condition.
extension Event: @unchecked Sendable where Args: Sendable {}
