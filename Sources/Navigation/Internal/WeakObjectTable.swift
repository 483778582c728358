/// Values attached to objects the table does not keep alive (screens, view controllers), found by the object's
/// identity. Entries of dead objects are pruned once the table has doubled since the last prune, so a write costs
/// amortised O(1) and the table stays within twice the live objects (plus 64).
@MainActor
struct WeakObjectTable<Value> {
    private struct Entry {
        weak var object: AnyObject?
        let value: Value
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var pruneAt = 64

    /// Attaches `value` to `object`, replacing what was attached to it (or to a dead object at its address).
    mutating func set(_ value: Value, for object: AnyObject) {
        entries[ObjectIdentifier(object)] = Entry(object: object, value: value)
        if entries.count >= pruneAt {
            entries = entries.filter { $0.value.object != nil }
            pruneAt = max(64, entries.count * 2)
        }
    }

    /// The value attached to the live object with identity `id`.
    func value(for id: ObjectIdentifier) -> Value? {
        guard let entry = entries[id], let object = entry.object, ObjectIdentifier(object) == id else { return nil }
        return entry.value
    }
}
