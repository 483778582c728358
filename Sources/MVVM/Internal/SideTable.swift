/// HarborMVVM's replacement for Objective-C associated objects, identical on every platform: state attached to an
/// object (a view's view model, a view model's `changed` event, an event binding) keyed by the object's identity.
///
/// Main-actor: every object that uses it is a main-actor UI type, so it needs no lock.
///
/// Release rule: an entry whose object has been deallocated is removed (releasing what it holds) by the next
/// ``sweep()``, which runs on every write — any view-model assignment, `bind(with:)`, `unbind()`, the first
/// `changed` access of another object — and on ``ViewModelStorage/purge()``. Reads never sweep, so they stay O(1).
@MainActor
final class SideTable {
    /// What HarborMVVM attaches to one object.
    final class Box {
        /// The object the state belongs to; `nil` once it is deallocated.
        weak var owner: AnyObject?
        /// `IHaveViewModel`: the view model.
        var viewModel: Any?
        /// `INotifyOnChanged`: the `changed` event, created on first access.
        var changed: Event<Void>?
        /// `IEventView`: the current binding.
        var binding: EventBinding?
        /// `IEventViewModel`: whether `start()` has run.
        var isStarted = false

        init(owner: AnyObject) {
            self.owner = owner
        }
    }

    static let shared = SideTable()

    private var boxes: [ObjectIdentifier: Box] = [:]

    /// The number of entries, dead or alive (for tests and diagnostics).
    var count: Int { boxes.count }

    /// The state attached to `owner`, if any. O(1); never sweeps.
    func existingBox(for owner: AnyObject) -> Box? {
        guard let box = boxes[ObjectIdentifier(owner)], box.owner === owner else {
            // No entry, or a dead object's entry at a reused address: the next sweep removes it.
            return nil
        }
        return box
    }

    /// The state attached to `owner`, created (after a sweep) if missing.
    func box(for owner: AnyObject) -> Box {
        if let box = existingBox(for: owner) {
            return box
        }
        sweep()
        let box = Box(owner: owner)
        boxes[ObjectIdentifier(owner)] = box
        return box
    }

    /// Removes the entries of deallocated objects, releasing their view models and events, and repeats while that
    /// release frees more objects with entries (a dead view's view model and its `changed` event). O(n) per pass.
    func sweep() {
        while true {
            var dead: [ObjectIdentifier] = []
            for (key, box) in boxes where box.owner == nil {
                dead.append(key)
            }
            guard !dead.isEmpty else { return }
            var released: [Box] = []
            released.reserveCapacity(dead.count)
            for key in dead {
                if let box = boxes.removeValue(forKey: key) {
                    released.append(box)
                }
            }
            // Drop the boxes only now that `boxes` is consistent: a deinit they trigger may use the table.
            released.removeAll()
        }
    }
}
