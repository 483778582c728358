import Dispatch
import HarborSupport

/// What a subscription runs on each delivery: the user's handler with its subscriber, which it holds weakly.
final class EventHandler<Args> {
    /// Calls the handler with the raised arguments; returns `false`, without calling it, once the subscriber is
    /// gone. A main-actor handler's is called only on the main queue.
    let call: (Args) -> Bool

    private init(call: @escaping (Args) -> Bool) {
        self.call = call
    }

    /// A `@Sendable` handler, or one of Harbor's own that is safe where the delivery runs.
    static func anyThread<Subscriber: AnyObject>(
        _ subscriber: Subscriber, _ handler: @escaping (Subscriber, Args) -> Void
    ) -> EventHandler {
        EventHandler { [weak subscriber] args in
            guard let subscriber else { return false }
            handler(subscriber, args)
            return true
        }
    }

    /// A main-actor handler: the delivery calls it only on the main queue, where the main actor runs.
    static func main<Subscriber: AnyObject>(
        _ subscriber: Subscriber, _ handler: @escaping @MainActor (Subscriber, Args) -> Void
    ) -> EventHandler {
        EventHandler { [weak subscriber] args in
            guard let subscriber else { return false }
            let call = OnThisThread(value: (handler, subscriber, args))
            MainActor.assumeIsolated { call.value.0(call.value.1, call.value.2) }
            return true
        }
    }
}

/// One subscription of an event.
///
/// `@unchecked Sendable`: `isActive` is guarded by the event's lock, `weak` loads are thread-safe, the rest is
/// immutable; the handler is called only where its kind allows.
final class EventSubscription<Args>: @unchecked Sendable {
    /// The key of the event's index: the subscriber's identity, or a ``SubscriptionKey``'s for Harbor's own.
    let key: ObjectIdentifier
    /// The subscriber; `nil` once it is deallocated, which ends the subscription.
    weak var subscriber: AnyObject?
    /// Whether the handler is main-actor code, delivered on the main queue.
    let isMain: Bool
    /// The handler, when the subscription owns it.
    private let ownedHandler: EventHandler<Args>?
    /// The handler, when the subscriber owns it (main-actor subscriptions of an object: see ``SideTable/Box``).
    private weak var borrowedHandler: EventHandler<Args>?
    /// Cleared, under the event's lock, when `unsubscribe` or `cancel` ends the subscription.
    var isActive = true

    init(subscriber: AnyObject, key: ObjectIdentifier, isMain: Bool, handler: EventHandler<Args>, owned: Bool) {
        self.key = key
        self.subscriber = subscriber
        self.isMain = isMain
        self.ownedHandler = owned ? handler : nil
        self.borrowedHandler = owned ? nil : handler
    }

    /// The handler, `nil` once its owner released it.
    var handler: EventHandler<Args>? { ownedHandler ?? borrowedHandler }
}

/// The subscriptions and delivery of an ``Event``.
///
/// One lock guards every `var`, and no user code runs under it. A raise copies the subscription array (a reference
/// to it, copied on write by the next change) and delivers to that copy, checking each subscription's `isActive`
/// under the lock just before calling it. One thread at a time delivers an event (`isDelivering`): a raise made
/// meanwhile, from a handler or from another thread, waits in `pending` and the delivering thread delivers it next,
/// first in, first out. Main-actor handlers are called inline when the delivery runs on the main queue; otherwise
/// their delivery waits in `mainBacklog`, which the main queue drains in raise order. What a change removes is
/// released after the lock is dropped, since a `deinit` it runs may use the event.
///
/// `@unchecked Sendable`: `lock` guards the state; handlers run where their kind says.
final class EventCore<Args>: @unchecked Sendable {
    private let lock = Lock()
    private var subscriptions: [EventSubscription<Args>] = []
    private var index: [ObjectIdentifier: EventSubscription<Args>] = [:]
    /// The count at which a subscribe removes the dead subscriptions, so dead ones never pile up.
    private var pruneAt = 16
    private var isDelivering = false
    private var pending: [Args] = []
    private var mainBacklog: [(args: Args, targets: [EventSubscription<Args>])] = []
    private var isMainScheduled = false
    private var isMainDraining = false

    /// The number of live subscriptions.
    var subscriberCount: Int {
        let snapshot = lock.withLock { subscriptions }
        return snapshot.reduce(0) { $0 + ($1.subscriber == nil ? 0 : 1) }
    }

    // MARK: Raising

    /// Delivers `args` to every subscription, or queues it for the delivery in progress.
    func raise(_ args: Args) {
        lock.lock()
        if isDelivering {
            pending.append(args)
            lock.unlock()
            return
        }
        isDelivering = true
        var snapshot = subscriptions
        lock.unlock()
        var args = args
        while true {
            deliver(args, to: snapshot)
            snapshot = []  // Dropped outside the lock: it may hold the last reference to ended subscriptions.
            lock.lock()
            if pending.isEmpty {
                isDelivering = false
                lock.unlock()
                return
            }
            args = pending.removeFirst()
            snapshot = subscriptions
            lock.unlock()
        }
    }

    private func deliver(_ args: Args, to snapshot: [EventSubscription<Args>]) {
        var dead: [EventSubscription<Args>] = []
        var mainInline: Bool?
        var forMain: [EventSubscription<Args>] = []
        for subscription in snapshot {
            if subscription.isMain {
                if mainInline == nil { mainInline = prepareInlineMainDelivery() }
                if mainInline == false {
                    forMain.append(subscription)  // Checked when the main queue delivers it.
                    continue
                }
            }
            guard isActive(subscription) else { continue }
            if subscription.handler?.call(args) != true { dead.append(subscription) }
        }
        if !forMain.isEmpty { enqueueForMain(args, forMain) }
        if !dead.isEmpty { remove(dead) }
    }

    private func isActive(_ subscription: EventSubscription<Args>) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return subscription.isActive
    }

    // MARK: Main queue

    /// Whether main-actor handlers can be called now: on the main queue, and not inside the main queue's drain
    /// (which will reach this delivery); deliveries still waiting for the main queue run first, here.
    private func prepareInlineMainDelivery() -> Bool {
        guard runsOnMainQueue() else { return false }
        let (draining, waiting) = lock.withLock { (isMainDraining, !mainBacklog.isEmpty) }
        if draining { return false }
        if waiting { drainMain() }
        return true
    }

    private func enqueueForMain(_ args: Args, _ targets: [EventSubscription<Args>]) {
        let schedule = lock.withLock {
            mainBacklog.append((args, targets))
            if isMainScheduled || isMainDraining { return false }
            isMainScheduled = true
            return true
        }
        if schedule { DispatchQueue.main.async { self.drainMain() } }
    }

    /// Delivers, on the main queue, the deliveries waiting for it, in order.
    private func drainMain() {
        let start = lock.withLock {
            isMainScheduled = false
            if isMainDraining { return false }
            isMainDraining = true
            return true
        }
        guard start else { return }
        while true {
            let next = lock.withLock { () -> (args: Args, targets: [EventSubscription<Args>])? in
                if mainBacklog.isEmpty {
                    isMainDraining = false
                    return nil
                }
                return mainBacklog.removeFirst()
            }
            guard let next else { return }
            for subscription in next.targets where isActive(subscription) {
                _ = subscription.handler?.call(next.args)
            }
        }
    }

    // MARK: Subscriptions

    /// Adds `subscription`, replacing the one with its key.
    func insert(_ subscription: EventSubscription<Args>) {
        let (replaced, snapshot) = lock.withLock { () -> (EventSubscription<Args>?, [EventSubscription<Args>]) in
            let replaced = index.updateValue(subscription, forKey: subscription.key)
            if let replaced {
                replaced.isActive = false
                subscriptions.removeAll { $0 === replaced }
            }
            subscriptions.append(subscription)
            guard subscriptions.count >= pruneAt else { return (replaced, []) }
            return (replaced, subscriptions)
        }
        withExtendedLifetime(replaced) {}  // Released after the lock.
        guard !snapshot.isEmpty else { return }
        // Liveness is read outside the lock: a subscriber it finds alive is released here, not under it.
        remove(snapshot.filter { $0.subscriber == nil })
        lock.withLock { pruneAt = max(16, subscriptions.count * 2) }
    }

    /// Ends the subscription keyed by `key`, if any: no delivery to it starts after this returns.
    func remove(key: ObjectIdentifier) {
        let removed = lock.withLock { () -> EventSubscription<Args>? in
            guard let subscription = index.removeValue(forKey: key) else { return nil }
            subscription.isActive = false
            subscriptions.removeAll { $0 === subscription }
            return subscription
        }
        withExtendedLifetime(removed) {}  // Released after the lock.
    }

    /// Removes `dead` (subscriptions whose subscriber or handler is gone); the caller releases them.
    private func remove(_ dead: [EventSubscription<Args>]) {
        guard !dead.isEmpty else { return }
        let ids = Set(dead.map(ObjectIdentifier.init))
        lock.withLock {
            subscriptions.removeAll { ids.contains(ObjectIdentifier($0)) }
            for subscription in dead where index[subscription.key] === subscription {
                index[subscription.key] = nil
            }
        }
    }
}
