#if canImport(ObjectiveC)
    import HarborSupport
    import ObjectiveC
#endif

/// HarborMVVM's state attached to objects: a view's view model, a view model's `changed` event, an event binding,
/// the main-actor handlers an object subscribed with. Keyed by object identity.
///
/// Main-actor: every object that uses it is a main-actor UI type, so it needs no lock. On Apple platforms an
/// `NSObject` owner's state is an associated object, released with its owner; any other owner's state sits in a
/// ``SweepingBoxStorage`` (see ``ViewModelStorage`` for the release rule). State is never released while the table
/// is being changed: what a change frees is released after it, so a `deinit` it runs may use the table.
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
        /// `IEventView`: the current binding: the bound view model, type-erased (an ``AnyEventViewModel``) and
        /// itself (for identity checks), and how to undo the wiring (which keeps the subscriptions' keys).
        var binding: (erased: AnyObject, model: AnyObject, detach: @MainActor () -> Void)?
        /// `IEventViewModel`: whether `start()` has run.
        var isStarted = false
        /// The main-actor handlers the object subscribed with, by event: they live as long as the object.
        var handlers: [ObjectIdentifier: AnyObject] = [:]
        /// Called when the box is released (counts the associated boxes).
        var onDeinit: (@Sendable () -> Void)?

        init(owner: AnyObject) {
            self.owner = owner
            self.key = ObjectIdentifier(owner)
        }

        deinit {
            onDeinit?()
        }
    }

    static let shared = SideTable()

    /// The state of owners that are not associated with it.
    private var table = SweepingBoxStorage()

    #if canImport(ObjectiveC)
        /// The key of the association (`objc_setAssociatedObject` takes its key as a raw pointer).
        private static let associationKey = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
    #endif

    /// The number of objects with attached state (in the table, including deallocated ones not yet swept).
    var count: Int {
        #if canImport(ObjectiveC)
            return table.count + associatedBoxes.count
        #else
            return table.count
        #endif
    }

    /// The state attached to `owner`, if any. O(1).
    func existingBox(for owner: AnyObject) -> Box? {
        #if canImport(ObjectiveC)
            if owner is NSObject { return objc_getAssociatedObject(owner, Self.associationKey) as? Box }
        #endif
        return table.existingBox(for: owner)
    }

    /// The state attached to `owner`, created if missing. O(1).
    func box(for owner: AnyObject) -> Box {
        if let box = existingBox(for: owner) { return box }
        let box = Box(owner: owner)
        #if canImport(ObjectiveC)
            if owner is NSObject {
                objc_setAssociatedObject(owner, Self.associationKey, box, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                associatedBoxes.add(1)
                box.onDeinit = { associatedBoxes.add(-1) }
                return box
            }
        #endif
        withExtendedLifetime(table.insert(box)) {}  // What it removed is released only now, after the change.
        return box
    }

    /// A write to the state: lets the table release a bounded amount of dead state. O(1).
    func didWrite() {
        withExtendedLifetime(table.step()) {}  // What it removed is released only now, after the change.
    }

    /// Releases now the state of every deallocated object, repeating while releases free more (a dead view's view
    /// model). O(n).
    func sweep() {
        while true {
            let released = table.removeDead()
            if released.isEmpty { return }
            withExtendedLifetime(released) {}  // Released only now, after the table's change.
        }
    }

    /// Sets the main-actor handler `owner` subscribed to the event `eventID` with (`nil` removes it); the one it
    /// replaces is released after the change.
    func setHandler(_ handler: AnyObject?, of owner: AnyObject, for eventID: ObjectIdentifier) {
        guard let box = handler == nil ? existingBox(for: owner) : self.box(for: owner) else { return }
        let previous = box.handlers[eventID]
        box.handlers[eventID] = handler
        withExtendedLifetime(previous) {}  // Released only now, after the change.
    }
}

#if canImport(ObjectiveC)
    /// The number of associated boxes, for ``ViewModelStorage/count``; a box may die on any thread.
    private let associatedBoxes = Counter()

    /// A thread-safe count.
    private final class Counter: @unchecked Sendable {
        // `@unchecked Sendable`: `lock` guards `value`.
        private let lock = Lock()
        private var value = 0

        var count: Int { lock.withLock { value } }
        func add(_ delta: Int) { lock.withLock { value += delta } }
    }
#endif
