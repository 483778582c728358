import HarborSupport

/// A multicast event: subscribers are held weakly, handlers run synchronously, in subscription order, on the
/// thread that calls ``raise(_:)``.
///
/// ```swift
/// final class OrdersVM {
///     let loaded = Event<[Order]>()
///     func didLoad(_ orders: [Order]) { loaded.raise(orders) }
/// }
///
/// viewModel.loaded.subscribe(self) { this, orders in this.show(orders) }
/// ```
///
/// ## Threading
/// An event can be subscribed to, unsubscribed from and raised from any thread, concurrently. ``raise(_:)`` takes
/// the lock only to copy the subscriber list, then calls the handlers outside the lock, so a handler may
/// subscribe, unsubscribe or raise again. Each handler runs on the raising thread.
///
/// A subscription remembers the actor it was made from (its `isolation` argument, `#isolation` by default). A
/// handler subscribed from the main actor is therefore main-actor code: raising the event anywhere but on the main
/// actor stops with a precondition failure instead of running it on the wrong thread. Raise such events on the
/// main actor, or subscribe from nonisolated code with a thread-safe handler.
///
/// ## Lifetimes
/// The event never keeps a subscriber alive. A subscription ends when its subscriber is deallocated, when you call
/// ``unsubscribe(_:)``, or, for a closure subscription, when its ``EventToken`` is cancelled or released.
///
/// ## Semantics of changes during a raise
/// A raise delivers to the subscribers present when it starts. A subscription added during a raise receives the
/// next raise; one removed during a raise is removed for the next raise; a subscriber deallocated during a raise
/// is skipped.
public final class Event<Args>: @unchecked Sendable {
    // `@unchecked Sendable`: `lock` guards `entries`, `index` and `pruneThreshold`. `upstream` is immutable. Entries
    // are immutable after they are published under the lock.
    private let lock = Lock()
    private var entries: ContiguousArray<EventEntry<Args>> = []
    private var index: [ObjectIdentifier: EventEntry<Args>] = [:]
    private var pruneThreshold = minimumPruneThreshold
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

    /// Subscribes `subscriber`, held weakly, so `handler` runs with it on every ``raise(_:)``.
    ///
    /// Subscribing the same object again replaces its handler (the subscription moves to the end of the order).
    /// Amortised O(1): dead subscribers are swept in bulk when the list has doubled since the last sweep.
    ///
    /// ```swift
    /// viewModel.$orders.subscribe(self) { this, orders in this.update(with: orders) }
    /// ```
    ///
    /// - Parameters:
    ///   - subscriber: The object that owns the subscription; it is never retained, and the subscription ends
    ///     when it is deallocated.
    ///   - isolation: The actor the handler belongs to (`#isolation`); raises must then happen on that actor. Pass
    ///     `nil` only for a handler that is safe on any thread.
    ///   - handler: Receives the subscriber (so it needs no `[weak self]`) and the raised arguments.
    public func subscribe<Subscriber: AnyObject>(
        _ subscriber: Subscriber,
        isolation: (any Actor)? = #isolation,
        handler: @escaping (Subscriber, Args) -> Void
    ) {
        let entry = EventEntry<Args>(subscriber: subscriber, isolation: isolation) { object, args in
            handler(unsafeDowncast(object, to: Subscriber.self), args)
        }
        let garbage = lock.withLock { insertLocked(entry) }
        _ = garbage  // Released here, after the lock: a deinit it triggers may use this event.
    }

    /// Subscribes a closure for as long as the returned token lives.
    ///
    /// For owners that are not objects. Cancel the token or release it to end the subscription; keep it in a
    /// ``TokenBag`` when you have many.
    ///
    /// ```swift
    /// let token = event.subscribe { value in print(value) }
    /// ```
    ///
    /// - Parameters:
    ///   - isolation: The actor the handler belongs to (`#isolation`); raises must then happen on that actor. Pass
    ///     `nil` only for a handler that is safe on any thread.
    ///   - handler: Receives the raised arguments.
    /// - Returns: The token that keeps the subscription alive.
    public func subscribe(
        isolation: (any Actor)? = #isolation,
        _ handler: @escaping (Args) -> Void
    ) -> EventToken {
        let token = EventToken(retaining: self)
        let key = ObjectIdentifier(token)
        subscribe(token, isolation: isolation) { _, args in handler(args) }
        token.setCancelAction { [weak self] in self?.unsubscribe(key: key) }
        return token
    }

    /// Ends `subscriber`'s subscription, if any. O(n) in the number of subscriptions.
    ///
    /// - Parameter subscriber: An object previously passed to `subscribe(_:isolation:handler:)`.
    public func unsubscribe(_ subscriber: AnyObject) {
        unsubscribe(key: ObjectIdentifier(subscriber))
    }

    /// Calls every live subscriber's handler with `args`, in subscription order, on the calling thread.
    ///
    /// Takes the lock only to copy the list (no allocation), so raising is cheap and may happen from several
    /// threads at once.
    ///
    /// - Parameter args: The value handed to every handler.
    public func raise(_ args: Args) {
        let snapshot = lock.withLock { entries }
        var checkedActor: ObjectIdentifier?
        var dead = 0
        for entry in snapshot {
            guard let subscriber = entry.subscriber else {
                dead += 1
                continue
            }
            if let isolation = entry.isolation, ObjectIdentifier(isolation) != checkedActor {
                isolation.preconditionIsolated(
                    "Harbor: an Event was raised off the actor a handler subscribed from (\(isolation)). "
                        + "Raise it on that actor, or subscribe from nonisolated code with a thread-safe handler."
                )
                checkedActor = ObjectIdentifier(isolation)
            }
            entry.invoke(subscriber, args)
        }
        if dead > 0, dead * 2 >= snapshot.count {
            let garbage = lock.withLock { pruneLocked() }
            _ = garbage
        }
    }

    // MARK: Storage (lock held)

    /// Inserts `entry`, replacing the subscriber's previous entry, and sweeps dead entries when the list has
    /// doubled. Returns what must be released after the lock is dropped.
    private func insertLocked(_ entry: EventEntry<Args>) -> [AnyObject] {
        var garbage: [AnyObject] = []
        if let previous = index.updateValue(entry, forKey: entry.key) {
            // A replaced subscription, or a dead one whose subscriber's address is reused: O(n), rare.
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

    /// Ends the subscription keyed by `key`, if any.
    func unsubscribe(key: ObjectIdentifier) {
        let garbage: EventEntry<Args>? = lock.withLock {
            guard let entry = index.removeValue(forKey: key) else { return nil }
            if let position = entries.firstIndex(where: { $0 === entry }) {
                entries.remove(at: position)
            }
            return entry
        }
        _ = garbage
    }
}
