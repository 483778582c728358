/// The shared instances some thread is creating in a container: who creates each, so that other threads wait
/// for it instead of creating it again. Guarded by the container's lock.
///
/// A handful at most (one per nested first creation per thread), so a list searched from the newest (a nested
/// creation finishes first). Kept in a buffer of plain words rather than an array of structs with references:
/// an uncontended first creation appends three words and removes them again, with no uniqueness check of an
/// array's storage and no retain or release (the optional references of an entry cost a retain and a release
/// each, even when `nil`, about 80 instructions per first resolve; Benchmarks/README, start-up round 3).
/// The references an entry holds (the arguments of a per-argument product, the outcome a waiter made) are
/// retained by hand when stored and released when the entry goes.
struct PendingCreations {
    /// `count` entries, room for `capacity`; `nil` until the first creation.
    private var entries: UnsafeMutablePointer<PendingCreation>?
    /// How many creations are in progress.
    private(set) var count = 0
    private var capacity = 0

    /// Whether no creation is in progress.
    var isEmpty: Bool { count == 0 }

    /// The entry at `index` (`0..<count`).
    subscript(index: Int) -> PendingCreation {
        // `entries` is set once anything was appended, and `index` is below `count`.
        entries.unsafelyUnwrapped[index]
    }

    /// Notes that `thread` creates `service` (for `arguments`, retained until the entry is removed).
    @inline(__always)
    mutating func append(service: ObjectIdentifier, arguments: PendingArguments?, thread: UInt, type: any Any.Type) {
        if count == capacity { grow() }
        entries.unsafelyUnwrapped[count] = PendingCreation(
            service: service,
            arguments: arguments.map { Unmanaged.passRetained($0) },
            thread: thread,
            type: type,
            outcome: nil,
            isForgotten: false
        )
        count += 1
    }

    /// Marks the creations of `service` (all of them when `nil`) as forgotten: a reset or `removeMock` came
    /// while they were under way, so their products must not be kept (see ``PendingCreation/isForgotten``).
    mutating func forget(service: ObjectIdentifier?) {
        guard let entries else { return }
        for index in 0..<count where service == nil || entries[index].service == service {
            entries[index].isForgotten = true
        }
    }

    /// Doubles the room (four entries at first).
    @inline(never)
    private mutating func grow() {
        let newCapacity = Swift.max(4, capacity * 2)
        let newEntries = UnsafeMutablePointer<PendingCreation>.allocate(capacity: newCapacity)
        if let entries {
            // Plain words: moving them is a copy, and the old buffer holds nothing to release.
            newEntries.moveInitialize(from: entries, count: count)
            entries.deallocate()
        }
        entries = newEntries
        capacity = newCapacity
    }

    /// Where the creation of `service` (for `arguments`) is, searched from the newest.
    @inline(__always)
    func index(service: ObjectIdentifier, arguments: PendingArguments?) -> Int? {
        guard let entries else { return nil }
        var index = count
        while index > 0 {
            index -= 1
            guard entries[index].service == service else { continue }
            if let arguments {
                if let other = entries[index].arguments, other.takeUnretainedValue().value == arguments.value {
                    return index
                }
            } else if entries[index].arguments == nil {
                return index
            }
        }
        return nil
    }

    /// The outcome the creation at `index` reports to its waiters, made (and kept by the entry) by the first
    /// waiter that asks.
    mutating func outcome(at index: Int) -> CreationOutcome {
        let entries = entries.unsafelyUnwrapped
        if let outcome = entries[index].outcome { return outcome.takeUnretainedValue() }
        let outcome = CreationOutcome()
        entries[index].outcome = Unmanaged.passRetained(outcome)
        return outcome
    }

    /// Removes the entry at `index`, releasing its arguments.
    ///
    /// - Returns: The outcome waiters made for it, if any (the entry's reference, handed over).
    @inline(__always)
    mutating func remove(at index: Int) -> CreationOutcome? {
        let entries = entries.unsafelyUnwrapped
        let removed = entries[index]
        count -= 1
        if index != count {
            // Plain words: shifting the newer entries down copies them.
            (entries + index).moveInitialize(from: entries + index + 1, count: count - index)
        }
        removed.arguments?.release()
        return removed.outcome?.takeRetainedValue()
    }

    /// Frees the buffer (and what entries still hold, though a container ends with none: a creation in progress
    /// keeps its container alive).
    func deallocate() {
        guard let entries else { return }
        for index in 0..<count {
            entries[index].arguments?.release()
            entries[index].outcome?.release()
        }
        entries.deallocate()
    }
}

/// A shared instance some thread is creating: plain words (see ``PendingCreations``).
struct PendingCreation {
    /// What is created.
    let service: ObjectIdentifier
    /// For a shared product per argument value, which (retained by the list); `nil` otherwise.
    let arguments: Unmanaged<PendingArguments>?
    /// The creating thread (``currentThreadID()``).
    let thread: UInt
    /// What it creates.
    let type: any Any.Type
    /// Where the creator reports how it went (retained by the list); made by the first thread that waits.
    var outcome: Unmanaged<CreationOutcome>?
    /// Set when a reset or `removeMock` forgot the shared instance while this creation was under way: the
    /// creator returns what it made but does not store it, so that a resolve that starts after the reset makes
    /// a new one (threads waiting for it make one too).
    var isForgotten: Bool
}
