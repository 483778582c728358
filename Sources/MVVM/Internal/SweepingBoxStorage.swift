/// The side table's storage for owners without associated objects (Linux, and plain Swift owners): a table that
/// cannot learn when an object dies, so it finds dead entries by checking a few per write.
///
/// Release rule: every write (creating state for an object, assigning a view model, binding) checks the next
/// ``checksPerWrite`` entries in turn and removes those whose object is gone. So a dead object's state is released
/// within `count / checksPerWrite` writes, dead entries never outnumber live ones by more than the writes of one
/// pass, and each write costs O(1). ``removeDead()`` removes every dead entry.
///
/// Every change returns the boxes it removed instead of releasing them: the caller releases them after the change,
/// since what they hold may run a `deinit` that uses the table.
@MainActor
struct SweepingBoxStorage {
    /// How many entries each write checks.
    static var checksPerWrite: Int { 2 }

    private var slots: [SideTable.Box] = []
    private var positions: [ObjectIdentifier: Int] = [:]
    private var cursor = 0

    var count: Int { slots.count }

    func existingBox(for owner: AnyObject) -> SideTable.Box? {
        guard let position = positions[ObjectIdentifier(owner)] else { return nil }
        let box = slots[position]
        // A dead object's entry at a reused address is not this object's state.
        return box.owner === owner ? box : nil
    }

    /// Adds `box` (replacing a dead object's entry at the same address) after a ``step()``; returns what to release.
    mutating func insert(_ box: SideTable.Box) -> [SideTable.Box] {
        var released = step()
        if let position = positions[box.key] {
            released.append(slots[position])
            slots[position] = box
        } else {
            positions[box.key] = slots.count
            slots.append(box)
        }
        return released
    }

    /// Checks the next entries; returns the dead ones, removed.
    mutating func step() -> [SideTable.Box] {
        var released: [SideTable.Box] = []
        for _ in 0..<Self.checksPerWrite where !slots.isEmpty {
            if cursor >= slots.count { cursor = 0 }
            if slots[cursor].owner == nil {
                released.append(remove(at: cursor))
            } else {
                cursor += 1
            }
        }
        return released
    }

    /// Removes every dead entry; returns them. (Each check removes an entry or moves past it, so twice as many
    /// checks as entries see every entry.)
    mutating func removeDead() -> [SideTable.Box] {
        var released: [SideTable.Box] = []
        for _ in 0..<slots.count { released += step() }
        return released
    }

    /// Removes the entry at `position` by moving the last entry into its place. O(1).
    private mutating func remove(at position: Int) -> SideTable.Box {
        let box = slots[position]
        let last = slots.removeLast()
        if position < slots.count {
            slots[position] = last
            positions[last.key] = position
        }
        if positions[box.key] == position || position == slots.count {
            positions[box.key] = nil
        }
        return box
    }
}
