/// The self-declared shared instances a container made, with when each was made, oldest first: owns them (one
/// reference each) until ``releaseNewestFirst(mergingWith:)``. Guarded by the container's lock.
///
/// A buffer of plain words (a sequence number and an address per instance) rather than an array of tuples
/// with a reference: appending is two stores and one retain, where the array's append checked its storage's
/// uniqueness and retained and released the instance once more (Benchmarks/README, start-up round 3).
///
/// A value that owns memory by hand: exactly one copy of a non-empty order may be released, once. The
/// container keeps one and hands it over with ``take()``, which leaves its own empty.
///
/// ``PendingCreations`` keeps its own buffer the same way: one generic buffer type for both measured a retain
/// and a release of the container more per first creation (the optimiser no longer removed them), so each
/// keeps its few lines of growth.
struct CreationOrder {
    /// One made instance.
    struct Entry {
        /// When it was made (the container's `takeSequence()`).
        let sequence: Int
        /// The instance, retained by the order.
        let object: Unmanaged<AnyObject>
    }

    /// `count` entries, room for `capacity`; `nil` until the first instance.
    private var entries: UnsafeMutablePointer<Entry>?
    /// How many instances the order holds.
    private(set) var count = 0
    private var capacity = 0

    /// Adds `object`, made as number `sequence`, taking a reference to it.
    @inline(__always)
    mutating func append(sequence: Int, retaining object: AnyObject) {
        if count == capacity { grow() }
        entries.unsafelyUnwrapped[count] = Entry(sequence: sequence, object: Unmanaged.passRetained(object))
        count += 1
    }

    /// Doubles the room (sixteen entries at first).
    @inline(never)
    private mutating func grow() {
        let newCapacity = Swift.max(16, capacity * 2)
        let newEntries = UnsafeMutablePointer<Entry>.allocate(capacity: newCapacity)
        if let entries {
            // Plain words: moving them is a copy; the references move with them.
            newEntries.moveInitialize(from: entries, count: count)
            entries.deallocate()
        }
        entries = newEntries
        capacity = newCapacity
    }

    /// Hands over every instance, leaving this order empty.
    mutating func take() -> CreationOrder {
        let taken = self
        self = CreationOrder()
        return taken
    }

    /// Releases every instance newest first, interleaved by sequence with `others` (products of bindings and
    /// mocks, sorted oldest first), and frees the buffer; `others` ends empty. Call once, on the order
    /// ``take()`` handed over, with no lock held: a `deinit` may run here, and may even resolve.
    consuming func releaseNewestFirst(mergingWith others: inout [(sequence: Int, object: AnyObject)]) {
        var index = count
        while index > 0 {
            index -= 1
            // `entries` is set when `count` was above 0.
            let entry = entries.unsafelyUnwrapped[index]
            while let newest = others.last?.sequence, newest > entry.sequence { others.removeLast() }
            entry.object.release()
        }
        while !others.isEmpty { others.removeLast() }
        entries?.deallocate()
    }
}
