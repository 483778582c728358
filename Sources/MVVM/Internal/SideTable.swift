/// HarborMVVM's state attached to objects: a view's view model, a view model's `changed` event, an event binding,
/// the main-actor handlers an object subscribed with. Keyed by object identity.
///
/// Main-actor: every object that uses it is a main-actor UI type, so it needs no lock. Where the state lives
/// depends on the platform (``BoxStorage``): on Apple platforms, for `NSObject` owners, an associated object released
/// with its owner; elsewhere, a table swept a few entries per write (see ``ViewModelStorage`` for the rule).
@MainActor
final class SideTable {
    /// What HarborMVVM attaches to one object.
    final class Box {
        /// The object the state belongs to; `nil` once it is deallocated.
        weak var owner: AnyObject?
        /// The owner's identity, kept after it dies.
        let key: ObjectIdentifier
        /// `IHaveViewModel`: the view model.
        var viewModel: Any?
        /// `IHaveViewModel`: the subscription to the view model's `changed` event (Harbor's own, so the app's
        /// subscriptions cannot replace it).
        var refresh: SubscriptionKey?
        /// `INotifyOnChanged`: the `changed` event, created on first access.
        var changed: Event<Void>?
        /// `IEventView`: the current binding.
        var binding: EventBinding?
        /// `IEventViewModel`: whether `start()` has run.
        var isStarted = false
        /// The main-actor handlers the object subscribed with, by event: they live as long as the object.
        var handlers: [ObjectIdentifier: AnyObject] = [:]

        /// Called when the box is released (the Apple storage counts live boxes).
        var onDeinit: (() -> Void)?

        init(owner: AnyObject) {
            self.owner = owner
            self.key = ObjectIdentifier(owner)
        }

        deinit {
            onDeinit?()
        }
    }

    static let shared = SideTable()

    private var storage = BoxStorage()

    /// The number of objects with attached state (on Linux, including deallocated ones not yet swept).
    var count: Int { storage.count }

    /// The state attached to `owner`, if any. O(1).
    func existingBox(for owner: AnyObject) -> Box? {
        storage.existingBox(for: owner)
    }

    /// The state attached to `owner`, created if missing. O(1).
    func box(for owner: AnyObject) -> Box {
        storage.box(for: owner)
    }

    /// A write to the state: lets the storage release a bounded amount of dead state. O(1).
    func didWrite() {
        storage.step()
    }

    /// Releases now the state of every deallocated object. O(n).
    func sweep() {
        storage.sweep()
    }
}
