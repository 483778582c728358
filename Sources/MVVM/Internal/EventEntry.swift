internal import HarborAtomics

/// The code a subscription runs: the user's handler, its subscriber downcast to its static type.
///
/// A separate object so that what keeps it alive can differ from what keeps the entry alive: a main-actor
/// subscription's handler belongs to its subscriber (see ``SideTable/Box/handlers``), so it is released when the
/// subscriber dies even if nobody raises the event again.
final class EventHandler<Args> {
    /// Calls the handler; for a main-actor subscription, only on the main queue.
    let call: (AnyObject, Args) -> Void

    init(_ call: @escaping (AnyObject, Args) -> Void) {
        self.call = call
    }
}

/// One subscription of an ``Event``.
///
/// Immutable once published, except `active`, an atomic flag: a raise reads entries outside the event's lock, and
/// ``deactivate()`` (from `unsubscribe`/`cancel`) must stop every delivery that has not started yet.
/// `@unchecked Sendable`: `weak` loads are thread-safe in the runtime, `active` is atomic, the rest is immutable;
/// `handler` is only called where its kind allows (any thread, or the main queue for `isMain`).
final class EventEntry<Args>: @unchecked Sendable {
    /// The subscription's identity, the key of the event's index: the subscriber's `ObjectIdentifier`, or for
    /// Harbor's own subscriptions that of a ``SubscriptionKey``.
    let key: ObjectIdentifier
    /// The subscriber; `nil` once it is deallocated, which ends the subscription.
    private(set) weak var subscriber: AnyObject?
    /// Whether the handler is main-actor code (delivered on the main queue) rather than `@Sendable` code.
    let isMain: Bool
    /// The handler when the entry owns it (any-thread subscriptions).
    private let ownedHandler: EventHandler<Args>?
    /// The handler when its subscriber owns it (main-actor subscriptions).
    private weak var borrowedHandler: EventHandler<Args>?
    private let active = UnsafeMutablePointer<Int>.allocate(capacity: 1)

    init(
        subscriber: AnyObject,
        key: ObjectIdentifier? = nil,
        isMain: Bool,
        handler: EventHandler<Args>,
        ownsHandler: Bool
    ) {
        self.key = key ?? ObjectIdentifier(subscriber)
        self.subscriber = subscriber
        self.isMain = isMain
        self.ownedHandler = ownsHandler ? handler : nil
        self.borrowedHandler = ownsHandler ? nil : handler
        active.initialize(to: 1)
    }

    deinit {
        active.deallocate()
    }

    /// The handler, unless the subscription ended.
    var handler: EventHandler<Args>? {
        ownedHandler ?? borrowedHandler
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
