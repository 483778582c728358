internal import HarborAtomics

/// The subscriptions of an ``EventCore`` as a delivery reads them: an append-only run of entries with a fixed
/// capacity, which a raise reads without the event's lock.
///
/// Under the event's lock a subscribe appends in place: it initialises the next slot, then publishes the new count
/// with a release store, so a delivery that loaded the count (acquire) reads only initialised, immutable slots.
/// Anything else (a full list, an unsubscribe, a sweep of dead entries) builds a new list, which the event publishes
/// in place of this one (see ``EventCore``), so a subscribe is amortised O(1) and a delivery never copies.
///
/// `@unchecked Sendable`: the slots below `count` never change; `count` is atomic and only the event's lock holder
/// raises it.
final class EventEntryList: @unchecked Sendable {
    /// The number of slots this list can hold.
    let capacity: Int
    /// The entries, each retained by the list (released in `deinit`).
    private let slots: UnsafeMutablePointer<Unmanaged<EventEntry>>
    /// The number of initialised slots; atomic.
    private let counter: UnsafeMutablePointer<Int>

    /// Creates an empty list with room for `capacity` entries.
    init(capacity: Int) {
        self.capacity = capacity
        slots = .allocate(capacity: capacity)
        counter = .allocate(capacity: 1)
        counter.initialize(to: 0)
    }

    /// Creates a list of `entries`, with room for as many again (and at least 16).
    convenience init(_ entries: some Collection<EventEntry>) {
        self.init(capacity: Swift.max(16, entries.count * 2))
        for entry in entries { append(entry) }
    }

    deinit {
        for index in 0..<count { slots[index].release() }
        slots.deallocate()
        counter.deallocate()
    }

    /// The number of entries; a delivery loads it once.
    var count: Int {
        harbor_atomic_load_acquire(counter)
    }

    /// Whether ``append(_:)`` has room.
    var isFull: Bool {
        count == capacity
    }

    /// Appends `entry`. Only under the event's lock, and only when the list is not full.
    func append(_ entry: EventEntry) {
        let index = count
        precondition(index < capacity, "Harbor: EventEntryList is full")
        (slots + index).initialize(to: .passRetained(entry))
        harbor_atomic_store_release(counter, index + 1)
    }

    /// The entry at `index`, borrowed: valid as long as the list lives.
    @inline(__always)
    subscript(unretained index: Int) -> Unmanaged<EventEntry> {
        slots[index]
    }

    /// The entries, retained (for the lock holder and the main queue's deliveries).
    var entries: ContiguousArray<EventEntry> {
        var result = ContiguousArray<EventEntry>()
        let count = count
        result.reserveCapacity(count)
        for index in 0..<count { result.append(slots[index].takeUnretainedValue()) }
        return result
    }
}
