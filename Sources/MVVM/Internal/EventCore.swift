import Dispatch

/// Arguments kept for a later delivery (a raise made during another, or one waiting for the main queue).
class PendingArguments {
    /// Calls `body` with a pointer to the arguments.
    func withArguments(_ body: (UnsafeRawPointer) -> Void) {
        fatalError("PendingArguments is abstract")
    }
}

/// The arguments of one raise of an `Event<Args>`.
final class PendingArgumentsOf<Args>: PendingArguments {
    private let args: Args

    init(_ args: Args) {
        self.args = args
    }

    override func withArguments(_ body: (UnsafeRawPointer) -> Void) {
        withUnsafePointer(to: args) { body(UnsafeRawPointer($0)) }
    }
}

/// The state and delivery loop of an ``Event``, free of its `Args`: the arguments travel as a pointer (or, when
/// kept for later, as ``PendingArguments``), so a raise runs no generic code.
///
/// `@unchecked Sendable`: `lock` guards every `var`; handlers run where their kind says (see ``Event``). The
/// lock already makes every access exclusive, hence `@exclusivity(unchecked)` (the runtime check cost a raise more
/// than the lock).
final class EventCore: @unchecked Sendable {
    private let lock = EventLock()
    @exclusivity(unchecked) private var entries: ContiguousArray<EventEntry> = []
    @exclusivity(unchecked) private var index: [ObjectIdentifier: EventEntry] = [:]
    @exclusivity(unchecked) private var pruneThreshold = EventCore.minimumPruneThreshold
    /// Raises waiting for the delivery in progress (first in, first out).
    @exclusivity(unchecked) private var pending = RingQueue<PendingArguments>()
    @exclusivity(unchecked) private var isDelivering = false
    /// Deliveries to main-actor handlers waiting for the main queue, each with the entries it goes to.
    @exclusivity(unchecked) private var mainBacklog = RingQueue<MainDelivery>()
    @exclusivity(unchecked) private var isMainDraining = false
    @exclusivity(unchecked) private var isMainScheduled = false

    private static var minimumPruneThreshold: Int { 16 }

    /// A delivery waiting for the main queue.
    private struct MainDelivery {
        let args: PendingArguments
        let targets: ContiguousArray<EventEntry>
    }

    /// The number of live subscriptions.
    var subscriberCount: Int {
        let snapshot = lock.withLock { entries }
        return snapshot.reduce(0) { $0 + ($1.subscriber == nil ? 0 : 1) }
    }

    // MARK: Raising

    /// Delivers the arguments at `args`; `keep` copies them when the delivery must wait.
    func raise(_ args: UnsafeRawPointer, keep: () -> PendingArguments) {
        var snapshot = ContiguousArray<EventEntry>()
        let deliverNow = lock.withLock { () -> Bool in
            if isDelivering { return false }
            isDelivering = true
            snapshot = entries
            return true
        }
        guard deliverNow else {
            let kept = keep()
            let startAfterAll = lock.withLock { () -> Bool in
                // The delivery in progress may have ended meanwhile.
                if isDelivering {
                    pending.append(kept)
                    return false
                }
                isDelivering = true
                snapshot = entries
                return true
            }
            guard startAfterAll else { return }
            kept.withArguments { deliver($0, to: snapshot, keep: { kept }) }
            drainPending()
            return
        }
        deliver(args, to: snapshot, keep: keep)
        drainPending()
    }

    /// Delivers the raises made during the delivery in progress, then ends it.
    private func drainPending() {
        while true {
            var snapshot = ContiguousArray<EventEntry>()
            let next = lock.withLock { () -> PendingArguments? in
                guard let next = pending.popFirst() else {
                    isDelivering = false
                    return nil
                }
                snapshot = entries
                return next
            }
            guard let next else { return }
            next.withArguments { deliver($0, to: snapshot, keep: { next }) }
        }
    }

    private func deliver(
        _ args: UnsafeRawPointer, to snapshot: ContiguousArray<EventEntry>, keep: () -> PendingArguments
    ) {
        var dead = 0
        var mainInline: Bool?
        var queuedForMain = ContiguousArray<EventEntry>()
        for entry in snapshot {
            if !entry.isMain {
                if !entry.callIfLive(args) { dead += 1 }
                continue
            }
            guard entry.isActive, let subscriber = entry.subscriber, let handler = entry.handler else {
                dead += 1
                continue
            }
            if mainInline == nil { mainInline = prepareInlineMainDelivery() }
            if mainInline == false {
                queuedForMain.append(entry)
                continue
            }
            handler.call(subscriber, args)
        }
        if !queuedForMain.isEmpty {
            enqueueForMain(MainDelivery(args: keep(), targets: queuedForMain))
        }
        if dead > 0 {
            let garbage = lock.withLock { pruneLocked() }
            _ = garbage
        }
    }

    // MARK: Main queue

    /// Whether main-actor handlers can be called right now: on the main queue, with no earlier delivery waiting
    /// for it (those run first, here) and not inside the main queue's delivery loop (which will reach this one).
    private func prepareInlineMainDelivery() -> Bool {
        guard isOnMainQueue() else { return false }
        let (draining, waiting) = lock.withLock { (isMainDraining, !mainBacklog.isEmpty) }
        if draining { return false }
        if waiting { drainMain() }
        return true
    }

    private func enqueueForMain(_ delivery: MainDelivery) {
        let schedule = lock.withLock { () -> Bool in
            mainBacklog.append(delivery)
            if isMainScheduled || isMainDraining { return false }
            isMainScheduled = true
            return true
        }
        guard schedule else { return }
        DispatchQueue.main.async { self.drainMain() }
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
            let next = lock.withLock { () -> MainDelivery? in
                guard let delivery = mainBacklog.popFirst() else {
                    isMainDraining = false
                    return nil
                }
                return delivery
            }
            guard let next else { return }
            next.args.withArguments { args in
                for entry in next.targets {
                    guard entry.isActive, let subscriber = entry.subscriber, let handler = entry.handler else {
                        continue
                    }
                    handler.call(subscriber, args)
                }
            }
        }
    }

    // MARK: Subscriptions

    /// Inserts `entry`, replacing the previous entry with its key.
    func insert(_ entry: EventEntry) {
        let garbage = lock.withLock { insertLocked(entry) }
        _ = garbage  // Released here, after the lock: a deinit it triggers may use this event.
    }

    /// Ends the subscription keyed by `key`, if any: no delivery to it starts after this returns.
    func remove(key: ObjectIdentifier) {
        let garbage: EventEntry? = lock.withLock {
            guard let entry = index.removeValue(forKey: key) else { return nil }
            entry.deactivate()
            if let position = entries.firstIndex(where: { $0 === entry }) {
                entries.remove(at: position)
            }
            return entry
        }
        _ = garbage  // Released here, after the lock: a deinit it triggers may use this event.
    }

    /// Inserts `entry`, replacing the previous entry with its key, and sweeps dead entries when the list has
    /// doubled. Returns what must be released after the lock is dropped.
    private func insertLocked(_ entry: EventEntry) -> [AnyObject] {
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
        var kept = ContiguousArray<EventEntry>()
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
