import Dispatch
internal import HarborAtomics

/// Arguments kept for a later delivery (a raise made during another, or one waiting for the main queue).
@usableFromInline
class PendingArguments {
    /// Calls `body` with a pointer to the arguments.
    func withArguments(_ body: (UnsafeRawPointer) -> Void) {
        fatalError("PendingArguments is abstract")
    }
}

/// The arguments of one raise of an `Event<Args>`.
@usableFromInline
final class PendingArgumentsOf<Args>: PendingArguments {
    private let args: Args

    @usableFromInline
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
/// ## A raise without the lock
/// One thread at a time delivers an event's raises; `state` says whether one does (`delivering`) and whether it
/// must look at the lock-guarded queues before it stops (`attention`: raises made meanwhile, lists retired
/// meanwhile). A raise claims the delivery with one compare-and-swap (0 → `delivering`), reads the published
/// ``EventEntryList`` with one atomic load, delivers, and ends with one compare-and-swap (`delivering` → 0). Only
/// when that fails does it take the lock, to deliver the waiting raises first in, first out, and release the
/// retired lists. A raise that finds a delivery in progress (nested in a handler, or from another thread) queues
/// its arguments under the lock and sets `attention`, so the delivering thread delivers it next.
///
/// Writers (subscribe, unsubscribe, sweep) hold the lock. A subscribe appends to the published list in place (see
/// ``EventEntryList``). A change that needs a new list publishes it (a sequentially consistent store), then reads
/// `state` (sequentially consistent): a raise that claimed the delivery before that read may be reading the old
/// list, so the old list is retired (kept until the delivering thread takes the lock to end); a raise that claims
/// it after that read loads the new list. So a published list lives as long as any delivery reads it, and a
/// delivery borrows the list, its entries and their handlers without retaining them.
///
/// `@unchecked Sendable`: `lock` guards every `var`; `state` and `published` are atomic (see above); handlers run
/// where their kind says (see ``Event``). The lock already makes every access to the `var`s exclusive, hence
/// `@exclusivity(unchecked)` (the runtime check cost a raise more than the lock).
@usableFromInline
final class EventCore: @unchecked Sendable {
    private let lock = EventLock()
    /// `state` and `published`, in one allocation.
    private let words = UnsafeMutablePointer<Int>.allocate(capacity: 2)
    /// The list a new delivery reads, made by the first subscribe (an event without subscribers allocates none);
    /// `published` points to it.
    @exclusivity(unchecked) private var current: EventEntryList?
    @exclusivity(unchecked) private var index: [ObjectIdentifier: EventEntry] = [:]
    /// Raises waiting for the delivery in progress (first in, first out).
    @exclusivity(unchecked) private var pending = RingQueue<PendingArguments>()
    /// Lists replaced while a delivery may read them, released when it ends.
    @exclusivity(unchecked) private var retired: [EventEntryList] = []
    /// Deliveries to main-actor handlers waiting for the main queue, each with the entries it goes to.
    @exclusivity(unchecked) private var mainBacklog = RingQueue<MainDelivery>()
    @exclusivity(unchecked) private var isMainDraining = false
    @exclusivity(unchecked) private var isMainScheduled = false

    /// A thread is delivering this event's raises.
    private static var delivering: Int { 1 }
    /// The delivering thread must take the lock before it stops: raises are waiting, or lists were retired.
    private static var attention: Int { 2 }

    /// A delivery waiting for the main queue.
    private struct MainDelivery {
        let args: PendingArguments
        let targets: ContiguousArray<EventEntry>
    }

    init() {
        words.initialize(repeating: 0, count: 2)
    }

    deinit {
        words.deallocate()
    }

    /// `delivering` and `attention` (see above); atomic.
    private var state: UnsafeMutablePointer<Int> { words }
    /// The address of `current`, or 0 before the first subscribe; atomic.
    private var published: UnsafeMutablePointer<Int> { words + 1 }

    /// The number of live subscriptions.
    var subscriberCount: Int {
        let snapshot = lock.withLock { currentEntries }
        return snapshot.reduce(0) { $0 + ($1.subscriber == nil ? 0 : 1) }
    }

    // MARK: Raising

    /// Delivers the arguments at `args`; `keep` copies them when the delivery must wait.
    ///
    /// Called from ``Event/raise(_:)``, which is inlined into the caller's module so that reaching this takes no
    /// generic code.
    @usableFromInline
    func raise(_ args: UnsafeRawPointer, keep: () -> PendingArguments) {
        guard harbor_atomic_compare_exchange_seq_cst(state, 0, Self.delivering) else {
            raiseDuringDelivery(keep())
            return
        }
        deliverToPublished(args, keep: keep)
        if !harbor_atomic_compare_exchange_seq_cst(state, Self.delivering, 0) {
            finishDelivery()
        }
    }

    /// A raise that found a delivery in progress: queued for it, or, if it ended meanwhile, delivered here.
    private func raiseDuringDelivery(_ kept: PendingArguments) {
        let deliverHere = lock.withLock { () -> Bool in
            while true {
                let observed = harbor_atomic_load_seq_cst(state)
                if observed == 0 {
                    if harbor_atomic_compare_exchange_seq_cst(state, 0, Self.delivering) { return true }
                } else if harbor_atomic_compare_exchange_seq_cst(state, observed, observed | Self.attention) {
                    pending.append(kept)
                    return false
                }
            }
        }
        guard deliverHere else { return }
        kept.withArguments { deliverToPublished($0, keep: { kept }) }
        if !harbor_atomic_compare_exchange_seq_cst(state, Self.delivering, 0) {
            finishDelivery()
        }
    }

    /// Ends the delivery when `attention` is set: releases the retired lists, delivers the waiting raises in order,
    /// then clears `state`.
    private func finishDelivery() {
        while true {
            var garbage: [EventEntryList] = []
            let next = lock.withLock { () -> PendingArguments? in
                swap(&garbage, &retired)
                let next = pending.popFirst()
                // Only the lock holder sets `attention`, and no raise claims a delivery while `delivering` is set.
                let newState = next == nil ? 0 : pending.isEmpty ? Self.delivering : Self.delivering | Self.attention
                harbor_atomic_store_seq_cst(state, newState)
                return next
            }
            _ = garbage  // Released here, after the lock: a deinit it triggers may use this event.
            guard let next else { return }
            next.withArguments { deliverToPublished($0, keep: { next }) }
            if harbor_atomic_compare_exchange_seq_cst(state, Self.delivering, 0) { return }
        }
    }

    /// Delivers to the published list; only while this thread holds `delivering`.
    @inline(__always)
    private func deliverToPublished(_ args: UnsafeRawPointer, keep: () -> PendingArguments) {
        // Sequentially consistent, like the claim before it and a writer's store and check: either the writer sees
        // `delivering` and retires the list this loads, or this loads the writer's list.
        let address = harbor_atomic_load_seq_cst(published)
        guard address != 0 else { return }  // Never subscribed.
        // Borrowed: a published list is retired, not released, while a delivery is in progress (see above).
        Unmanaged<EventEntryList>.fromOpaque(UnsafeRawPointer(bitPattern: address)!)._withUnsafeGuaranteedRef {
            deliver(args, to: $0, keep: keep)
        }
    }

    @inline(__always)
    private func deliver(_ args: UnsafeRawPointer, to list: EventEntryList, keep: () -> PendingArguments) {
        var dead = 0
        var mainInline: Bool?
        // Made on first use: a raise with no main-actor delivery to queue releases no array.
        var queuedForMain: ContiguousArray<EventEntry>?
        for position in 0..<list.count {
            // Borrowed: the list keeps its entries, and entries keep their handlers, for the whole delivery.
            list[unretained: position]._withUnsafeGuaranteedRef { entry in
                if !entry.isMain {
                    if !entry.callIfLive(args) { dead += 1 }
                    return
                }
                if mainInline == nil { mainInline = prepareInlineMainDelivery() }
                if mainInline == true {
                    if !entry.callIfLive(args) { dead += 1 }
                } else if !entry.isLive {
                    dead += 1
                } else {
                    if queuedForMain == nil { queuedForMain = [] }
                    queuedForMain?.append(entry)
                }
            }
        }
        if let queuedForMain {
            enqueueForMain(MainDelivery(args: keep(), targets: queuedForMain))
        }
        if dead > 0 {
            let garbage = lock.withLock { pruneLocked() }
            _ = garbage  // Released here, after the lock: a deinit it triggers may use this event.
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
                    _ = entry.callIfLive(args)
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
        let garbage: [AnyObject] = lock.withLock {
            guard let entry = index.removeValue(forKey: key) else { return [] }
            entry.deactivate()
            return [entry] + publishLocked(.make(currentEntries.lazy.filter { $0 !== entry }))
        }
        _ = garbage  // Released here, after the lock: a deinit it triggers may use this event.
    }

    /// Inserts `entry`, replacing the previous entry with its key; a full list is replaced by one without the dead
    /// entries and with room for as many again (amortised O(1)). Returns what must be released after the lock is
    /// dropped.
    private func insertLocked(_ entry: EventEntry) -> [AnyObject] {
        var garbage: [AnyObject] = []
        if let previous = index.updateValue(entry, forKey: entry.key) {
            // A replaced subscription, or a dead one whose subscriber's address is reused: O(n), rare.
            previous.deactivate()
            garbage.append(previous)
            garbage += publishLocked(.make(currentEntries.lazy.filter { $0 !== previous }))
        }
        if current?.isFull ?? true {
            garbage += pruneLocked()
        }
        current?.append(entry)
        return garbage
    }

    /// Replaces the published list by one without the entries whose subscriber is gone. O(n); callers make it
    /// amortised O(1).
    private func pruneLocked() -> [AnyObject] {
        var garbage: [AnyObject] = []
        var kept = ContiguousArray<EventEntry>()
        let entries = currentEntries
        kept.reserveCapacity(entries.count)
        for entry in entries {
            if let subscriber = entry.subscriber {
                garbage.append(subscriber)  // The strong reference just loaded must not be dropped under the lock.
                kept.append(entry)
            } else if index[entry.key] === entry {
                index[entry.key] = nil
            }
        }
        return garbage + publishLocked(.make(kept))
    }

    /// Publishes `list` in place of `current`; returns the old list when no delivery can be reading it (to release
    /// after the lock), or retires it until the delivery in progress ends.
    private func publishLocked(_ list: EventEntryList) -> [AnyObject] {
        let previous = current
        current = list
        harbor_atomic_store_seq_cst(published, Int(bitPattern: Unmanaged.passUnretained(list).toOpaque()))
        guard let old = previous else { return [] }
        while true {
            let observed = harbor_atomic_load_seq_cst(state)
            if observed & Self.delivering == 0 { return [old] }
            if harbor_atomic_compare_exchange_seq_cst(state, observed, observed | Self.attention) {
                retired.append(old)
                return []
            }
        }
    }

    /// The entries of `current`, retained; only under the lock.
    private var currentEntries: ContiguousArray<EventEntry> {
        current?.entries ?? []
    }
}
