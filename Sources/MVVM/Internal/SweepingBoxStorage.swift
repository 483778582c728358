/// The side table's storage where associated objects do not exist (Linux): a table that cannot learn when an
/// object dies, so it finds dead entries by sweeping a few per write.
///
/// Release rule: every write (creating state for an object, assigning a view model, binding) checks the next
/// ``checksPerWrite`` entries in turn and removes those whose object is gone, releasing what they hold. So a dead
/// object's state is released within `count / checksPerWrite` writes, dead entries never outnumber live ones by
/// more than the writes of one pass, and each write costs O(1). ``sweep()`` releases everything now.
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

    mutating func box(for owner: AnyObject) -> SideTable.Box {
        if let box = existingBox(for: owner) { return box }
        step()
        let box = SideTable.Box(owner: owner)
        let key = ObjectIdentifier(owner)
        if let position = positions[key] {
            let dead = slots[position]
            slots[position] = box
            _ = dead  // Released after the table is consistent.
        } else {
            positions[key] = slots.count
            slots.append(box)
        }
        return box
    }

    /// Checks the next entries; releases the dead ones.
    mutating func step() {
        var released: [SideTable.Box] = []
        for _ in 0..<Self.checksPerWrite where !slots.isEmpty {
            if cursor >= slots.count { cursor = 0 }
            if slots[cursor].owner == nil {
                released.append(remove(at: cursor))
            } else {
                cursor += 1
            }
        }
        // Dropped only now that the table is consistent: a deinit they trigger may use it.
        released.removeAll()
    }

    /// Releases the state of every dead object, repeating while releases free more (a dead view's view model).
    mutating func sweep() {
        while true {
            var released: [SideTable.Box] = []
            var position = 0
            while position < slots.count {
                if slots[position].owner == nil {
                    released.append(remove(at: position))
                } else {
                    position += 1
                }
            }
            guard !released.isEmpty else { return }
            released.removeAll()
        }
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
