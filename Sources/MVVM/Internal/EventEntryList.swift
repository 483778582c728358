internal import HarborAtomics

/// The subscriptions of an ``EventCore`` as a delivery reads them: an append-only run of entries with a fixed
/// capacity, which a raise reads without the event's lock. One allocation: the header is the count, the elements are
/// the entries, each retained by the list.
///
/// Under the event's lock a subscribe appends in place: it initialises the next slot, then publishes the new count
/// with a release store, so a delivery that loaded the count (acquire) reads only initialised, immutable slots.
/// Anything else (a full list, an unsubscribe, a sweep of dead entries) builds a new list, which the event publishes
/// in place of this one (see ``EventCore``), so a subscribe is amortised O(1) and a delivery never copies.
///
/// Not `Sendable` (`ManagedBuffer` is not): only its ``EventCore`` touches it, under that type's rules. The slots
/// below the count never change; the count is atomic and only the event's lock holder raises it.
final class EventEntryList: ManagedBuffer<Int, Unmanaged<EventEntry>> {
    /// An empty list with room for at least `capacity` entries.
    static func make(capacity: Int) -> EventEntryList {
        unsafeDowncast(create(minimumCapacity: capacity) { _ in 0 }, to: EventEntryList.self)
    }

    /// A list of `entries`, with room for as many again (and at least 16).
    static func make(_ entries: some Collection<EventEntry>) -> EventEntryList {
        let list = make(capacity: Swift.max(16, entries.count * 2))
        for entry in entries { list.append(entry) }
        return list
    }

    deinit {
        withUnsafeMutablePointers { count, slots in
            for index in 0..<count.pointee { slots[index].release() }
        }
    }

    /// The number of entries; a delivery loads it once.
    var count: Int {
        withUnsafeMutablePointerToHeader { harbor_atomic_load_acquire($0) }
    }

    /// Whether ``append(_:)`` has room.
    var isFull: Bool {
        count == capacity
    }

    /// Appends `entry`. Only under the event's lock, and only when the list is not full.
    func append(_ entry: EventEntry) {
        let index = count
        precondition(index < capacity, "Harbor: EventEntryList is full")
        withUnsafeMutablePointers { count, slots in
            (slots + index).initialize(to: .passRetained(entry))
            harbor_atomic_store_release(count, index + 1)
        }
    }

    /// The entry at `index` (below a count loaded before), borrowed: valid as long as the list lives.
    @inline(__always)
    subscript(unretained index: Int) -> Unmanaged<EventEntry> {
        withUnsafeMutablePointerToElements { $0[index] }
    }

    /// The entries, retained (for the lock holder and the main queue's deliveries).
    var entries: ContiguousArray<EventEntry> {
        let count = count
        return withUnsafeMutablePointerToElements { slots in
            ContiguousArray((0..<count).lazy.map { slots[$0].takeUnretainedValue() })
        }
    }
}
