internal import HarborAtomics

/// The code a subscription runs: the user's handler, its subscriber downcast to its static type.
///
/// Not generic, so that raising runs no generic code (each generic type a raise touched cost a metadata lookup):
/// the arguments travel as a pointer, which the closure made by ``init(_:)`` reads as the event's `Args`.
///
/// A separate object so that what keeps it alive can differ from what keeps the entry alive: a main-actor
/// subscription's handler belongs to its subscriber (see ``SideTable/Box/handlers``), so it is released when the
/// subscriber dies even if nobody raises the event again.
final class EventHandler {
    /// Calls the handler with the subscriber and a pointer to the arguments; for a main-actor subscription, only on
    /// the main queue.
    let call: (AnyObject, UnsafeRawPointer) -> Void

    /// Wraps a handler of the event's `Args`.
    init<Args>(_ handler: @escaping (AnyObject, Args) -> Void) {
        self.call = { object, args in handler(object, args.assumingMemoryBound(to: Args.self).pointee) }
    }

    /// Wraps a closure that reads the arguments itself: one closure call per delivery instead of two (main-actor
    /// subscriptions; the any-thread ones hand such a closure straight to their ``EventEntry``).
    init(reading call: @escaping (AnyObject, UnsafeRawPointer) -> Void) {
        self.call = call
    }
}

/// One subscription of an ``Event``.
///
/// Immutable once published, except `active`, an atomic flag: a raise reads entries outside the event's lock, and
/// ``deactivate()`` (from `unsubscribe`/`cancel`) must stop every delivery that has not started yet.
/// `@unchecked Sendable`: `weak` loads are thread-safe in the runtime, `active` is atomic, the rest is immutable;
/// the handler is only called where its kind allows (any thread, or the main queue for `isMain`).
final class EventEntry: @unchecked Sendable {
    /// The subscription's identity, the key of the event's index: the subscriber's `ObjectIdentifier`, or for
    /// Harbor's own subscriptions that of a ``SubscriptionKey``.
    let key: ObjectIdentifier
    /// The subscriber; `nil` once it is deallocated, which ends the subscription.
    private(set) weak var subscriber: AnyObject?
    /// Whether the handler is main-actor code (delivered on the main queue) rather than `@Sendable` code.
    let isMain: Bool
    /// Whether the entry owns its handler (any-thread subscriptions, Harbor's own and token subscriptions) rather
    /// than borrowing it from its subscriber.
    private let ownsHandler: Bool
    /// The handler's code when the entry owns it, kept directly (and not `Optional`, which cost a retain and a
    /// release of its context per delivery), so a delivery makes one closure call and loads no handler object.
    private let ownedCall: (AnyObject, UnsafeRawPointer) -> Void
    /// The handler when its subscriber owns it (main-actor subscriptions of an object).
    private weak var borrowedHandler: EventHandler?
    private let active = UnsafeMutablePointer<Int>.allocate(capacity: 1)

    /// An entry that owns its handler's code, `call`.
    init(
        subscriber: AnyObject, key: ObjectIdentifier? = nil, isMain: Bool,
        call: @escaping (AnyObject, UnsafeRawPointer) -> Void
    ) {
        self.key = key ?? ObjectIdentifier(subscriber)
        self.subscriber = subscriber
        self.isMain = isMain
        self.ownsHandler = true
        self.ownedCall = call
        self.borrowedHandler = nil
        active.initialize(to: 1)
    }

    /// A main-actor entry whose handler its subscriber owns (see ``SideTable/Box/handlers``).
    init(subscriber: AnyObject, borrowing handler: EventHandler) {
        self.key = ObjectIdentifier(subscriber)
        self.subscriber = subscriber
        self.isMain = true
        self.ownsHandler = false
        self.ownedCall = { _, _ in }
        self.borrowedHandler = handler
        active.initialize(to: 1)
    }

    deinit {
        active.deallocate()
    }

    /// Whether a delivery would reach the handler now: the subscription is active, its subscriber alive, and its
    /// handler (when the subscriber owns it) not yet released.
    var isLive: Bool {
        guard isActive, subscriber != nil else { return false }
        return ownsHandler || borrowedHandler != nil
    }

    /// Calls the handler with `args` if the subscription is active and its subscriber alive; returns whether it
    /// was. A main-actor entry's caller must be on the main queue.
    ///
    /// Called on an entry the delivery borrows (see ``EventCore``): the subscriber is the one strong reference
    /// taken per delivery, so that it outlives the handler's use of it.
    @inline(__always)
    func callIfLive(_ args: UnsafeRawPointer) -> Bool {
        guard isActive, let subscriber else { return false }
        if ownsHandler {
            ownedCall(subscriber, args)
            return true
        }
        guard let borrowedHandler else { return false }
        borrowedHandler.call(subscriber, args)
        return true
    }

    /// Whether the subscription has not been ended by `unsubscribe` or `cancel`.
    var isActive: Bool {
        harbor_atomic_load_acquire(active) != 0
    }

    /// Ends the subscription: no delivery starts after this returns.
    func deactivate() {
        harbor_atomic_store_release(active, 0)
    }
}
