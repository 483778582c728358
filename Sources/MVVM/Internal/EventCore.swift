import Dispatch
import HarborSupport

/// What a subscription runs on each delivery: the user's handler with its subscriber, which it holds weakly.
@usableFromInline
class EventHandler<Args> {
    /// Calls the handler with the raised arguments; returns `false`, without calling it, once the subscriber is
    /// gone. A main-actor handler's is called only on the main queue.
    @usableFromInline
    func call(_ args: Args) -> Bool { false }

    /// A `@Sendable` handler, or one of Harbor's own that is safe where the delivery runs.
    static func anyThread<Subscriber: AnyObject>(
        _ subscriber: Subscriber, _ handler: @escaping (Subscriber, Args) -> Void
    ) -> EventHandler {
        SubscriberHandler(subscriber, handler)
    }

    /// A main-actor handler: the delivery calls it only on the main queue, where the main actor runs.
    static func main<Subscriber: AnyObject>(
        _ subscriber: Subscriber, _ handler: @escaping @MainActor (Subscriber, Args) -> Void
    ) -> EventHandler {
        MainHandler(subscriber, handler)
    }
}

/// A main-actor handler with its subscriber, held weakly.
///
/// `@unchecked Sendable`: it is called only on the main queue (the delivery checks), where it was made.
private final class MainHandler<Subscriber: AnyObject, Args>: EventHandler<Args>, @unchecked Sendable {
    private weak var subscriber: Subscriber?
    private let handler: @MainActor (Subscriber, Args) -> Void

    init(_ subscriber: Subscriber, _ handler: @escaping @MainActor (Subscriber, Args) -> Void) {
        self.subscriber = subscriber
        self.handler = handler
    }

    override func call(_ args: Args) -> Bool {
        let args = OnThisThread(value: args)
        return MainActor.assumeIsolated {
            guard let subscriber = self.subscriber else { return false }
            handler(subscriber, args.value)
            return true
        }
    }
}

/// A handler with its subscriber, held weakly.
private final class SubscriberHandler<Subscriber: AnyObject, Args>: EventHandler<Args> {
    private weak var subscriber: Subscriber?
    private let handler: (Subscriber, Args) -> Void

    init(_ subscriber: Subscriber, _ handler: @escaping (Subscriber, Args) -> Void) {
        self.subscriber = subscriber
        self.handler = handler
    }

    override func call(_ args: Args) -> Bool {
        guard let subscriber else { return false }
        handler(subscriber, args)
        return true
    }
}

/// A handler its subscriber keeps, referred to weakly by the subscription.
private final class BorrowedHandler<Args>: EventHandler<Args> {
    private weak var handler: EventHandler<Args>?

    init(_ handler: EventHandler<Args>) {
        self.handler = handler
    }

    override func call(_ args: Args) -> Bool {
        handler?.call(args) ?? false
    }
}

/// One subscription of an event.
///
/// `@unchecked Sendable`: `isActive` is guarded by the event's lock, `weak` loads are thread-safe, the rest is
/// immutable; the handler is called only where its kind allows.
@usableFromInline
final class EventSubscription<Args>: @unchecked Sendable {
    /// The key of the event's index: the subscriber's identity, or a ``SubscriptionKey``'s for Harbor's own.
    let key: ObjectIdentifier
    /// The subscriber; `nil` once it is deallocated, which ends the subscription.
    weak var subscriber: AnyObject?
    /// Whether the handler is main-actor code, delivered on the main queue.
    @usableFromInline let isMain: Bool
    /// The handler. For the main-actor subscriptions of an object, the subscriber keeps the handler and this
    /// refers to it weakly (see ``SideTable/Box``).
    @usableFromInline let handler: EventHandler<Args>
    /// Cleared, under the event's lock, when `unsubscribe` or `cancel` ends the subscription.
    var isActive = true

    init(subscriber: AnyObject, key: ObjectIdentifier, isMain: Bool, handler: EventHandler<Args>, owned: Bool) {
        self.key = key
        self.subscriber = subscriber
        self.isMain = isMain
        self.handler = owned ? handler : BorrowedHandler(handler)
    }
}

/// The subscriptions and delivery of an ``Event``.
///
/// One lock guards every `var`, and no user code runs under it. A raise copies the subscription array (a reference
/// to it, copied on write by the next change) and delivers to that copy, checking each subscription's `isActive`
/// under the lock before calling it (the first needs no check: nothing ran since the copy). One thread at a time
/// delivers an event (`isDelivering`): a raise made meanwhile, from a handler or from another thread, waits in
/// `pending` and the delivering thread delivers it next, first in, first out. Main-actor handlers are called
/// inline when the delivery runs on the main queue; otherwise their delivery waits in `mainBacklog`, which the main
/// queue drains in raise order. What a change removes is released after the lock is dropped, since a `deinit` it
/// runs may use the event.
///
/// Two choices keep a raise cheap. The delivery loop is `@inlinable`, so it is specialised for the caller's
/// `Args` (unspecialised, its uses of generic standard-library types looked up type metadata on every raise); what
/// touches the state stays here. And `subscriptions` and `pending` are changed on a copy moved out of the property,
/// so no access to them spans a call, which lets the optimiser drop their runtime exclusivity checks.
///
/// `@unchecked Sendable`: `lock` guards the state; handlers run where their kind says.
@usableFromInline
final class EventCore<Args>: @unchecked Sendable {
    private let lock = Lock()
    private var subscriptions: [EventSubscription<Args>] = []
    private var index: [ObjectIdentifier: EventSubscription<Args>] = [:]
    /// The count at which a subscribe removes the dead subscriptions, so dead ones never pile up.
    private var pruneAt = 16
    private var isDelivering = false
    /// Raises waiting for the delivery in progress; `hasPending` is `!pending.isEmpty`.
    private var pending: [Args] = []
    private var hasPending = false
    private var mainBacklog: [(args: Args, targets: [EventSubscription<Args>])] = []
    private var isMainScheduled = false
    private var isMainDraining = false

    /// The number of live subscriptions.
    var subscriberCount: Int {
        lock.withLock { subscriptions }.filter { $0.subscriber != nil }.count
    }

    // MARK: Raising

    /// Delivers `args` to every subscription, or queues it for the delivery in progress.
    @inlinable
    func raise(_ args: Args) {
        guard var snapshot = startDelivery(args) else { return }
        var args = args
        while true {
            // Moved, so that it is released in `deliver`, not under the lock: it may hold the last reference to a
            // subscription ended meanwhile.
            deliver(args, to: consume snapshot)
            var next = args  // Overwritten under the lock; `args` keeps the delivered value until after it.
            guard let subscriptions = nextDelivery(&next) else { return }
            (args, snapshot) = (next, subscriptions)
        }
    }

    @inlinable
    func deliver(_ args: Args, to snapshot: consuming [EventSubscription<Args>]) {
        var dead: [EventSubscription<Args>]?
        var forMain: [EventSubscription<Args>]?
        var mainInline: Bool?
        var isSnapshotCurrent = true
        for subscription in snapshot {
            if subscription.isMain {
                if mainInline == nil {
                    mainInline = prepareInlineMainDelivery()
                    isSnapshotCurrent = false
                }
                if mainInline == false {
                    forMain = (forMain ?? []) + [subscription]  // Checked when the main queue delivers it.
                    continue
                }
            }
            if !isSnapshotCurrent, !isActive(subscription) { continue }
            isSnapshotCurrent = false
            if !subscription.handler.call(args) { dead = (dead ?? []) + [subscription] }
        }
        if let forMain { enqueueForMain(args, forMain) }
        if let dead { remove(dead) }
    }

    /// Claims the delivery and returns the subscriptions to deliver to, or queues `args` for the delivery in
    /// progress and returns `nil`.
    @usableFromInline
    func startDelivery(_ args: Args) -> [EventSubscription<Args>]? {
        lock.lock()
        defer { lock.unlock() }
        guard isDelivering else {
            isDelivering = true
            return subscriptions
        }
        pending.append(args)
        hasPending = true
        return nil
    }

    /// Takes the next waiting raise into `args` and returns the subscriptions to deliver it to, or ends the
    /// delivery and returns `nil`.
    @usableFromInline
    func nextDelivery(_ args: inout Args) -> [EventSubscription<Args>]? {
        lock.lock()
        defer { lock.unlock() }
        guard hasPending else {
            isDelivering = false
            return nil
        }
        var queue = pending
        pending = []
        args = queue.removeFirst()
        hasPending = queue.count > 0
        pending = queue
        return subscriptions
    }

    @usableFromInline
    func isActive(_ subscription: EventSubscription<Args>) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return subscription.isActive
    }

    // MARK: Main queue

    /// Whether main-actor handlers can be called now: on the main queue, and not inside the main queue's drain
    /// (which will reach this delivery); deliveries still waiting for the main queue run first, here.
    @usableFromInline
    func prepareInlineMainDelivery() -> Bool {
        guard runsOnMainQueue() else { return false }
        let (draining, waiting) = lock.withLock { (isMainDraining, !mainBacklog.isEmpty) }
        if waiting, !draining { drainMain() }
        return !draining
    }

    @usableFromInline
    func enqueueForMain(_ args: Args, _ targets: [EventSubscription<Args>]) {
        let schedule = lock.withLock {
            mainBacklog.append((args, targets))
            let schedule = !isMainScheduled && !isMainDraining
            if schedule { isMainScheduled = true }
            return schedule
        }
        if schedule { DispatchQueue.main.async { self.drainMain() } }
    }

    /// Delivers, on the main queue, the deliveries waiting for it, in order.
    private func drainMain() {
        let start = lock.withLock {
            isMainScheduled = false
            defer { isMainDraining = true }
            return !isMainDraining
        }
        guard start else { return }
        while let next = lock.withLock({ () -> (args: Args, targets: [EventSubscription<Args>])? in
            isMainDraining = !mainBacklog.isEmpty
            return isMainDraining ? mainBacklog.removeFirst() : nil
        }) {
            for subscription in next.targets where isActive(subscription) { _ = subscription.handler.call(next.args) }
        }
    }

    // MARK: Subscriptions

    /// Changes `subscriptions` on a copy moved out of the property (see above); only under the lock.
    private func changeSubscriptions(_ change: (inout [EventSubscription<Args>]) -> Void) {
        var list = subscriptions
        subscriptions = []
        change(&list)
        subscriptions = list
    }

    /// Adds `subscription`, replacing the one with its key.
    func insert(_ subscription: EventSubscription<Args>) {
        let (replaced, snapshot) = lock.withLock { () -> (EventSubscription<Args>?, [EventSubscription<Args>]) in
            let replaced = index.updateValue(subscription, forKey: subscription.key)
            replaced?.isActive = false
            changeSubscriptions { list in
                if let replaced { list.removeAll { $0 === replaced } }
                list.append(subscription)
            }
            let list = subscriptions
            guard list.count >= pruneAt else { return (replaced, []) }
            pruneAt = list.count * 2
            return (replaced, list)
        }
        withExtendedLifetime(replaced) {}  // Released after the lock.
        // Liveness is read outside the lock: a subscriber found alive is released here, not under it.
        if !snapshot.isEmpty { remove(snapshot.filter { $0.subscriber == nil }) }
    }

    /// Ends the subscription keyed by `key`, if any: no delivery to it starts after this returns.
    func remove(key: ObjectIdentifier) {
        let removed = lock.withLock { () -> EventSubscription<Args>? in
            guard let removed = index.removeValue(forKey: key) else { return nil }
            removed.isActive = false
            changeSubscriptions { list in list.removeAll { $0 === removed } }
            return removed
        }
        withExtendedLifetime(removed) {}  // Released after the lock.
    }

    /// Removes `dead` (subscriptions whose subscriber or handler is gone); the caller releases them.
    @usableFromInline
    func remove(_ dead: [EventSubscription<Args>]) {
        let ids = Set(dead.map(ObjectIdentifier.init))
        lock.withLock {
            changeSubscriptions { list in list.removeAll { ids.contains(ObjectIdentifier($0)) } }
            for subscription in dead where index[subscription.key] === subscription {
                index[subscription.key] = nil
            }
        }
    }
}
