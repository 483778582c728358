import HarborAtomics

/// An append-mostly hash map from a type's identity to an object, read without a lock.
///
/// Readers (``subscript(_:)``) take no lock: they load the table pointer and the slots with acquire loads.
/// Writers (``set(_:_:)``) must be serialised by the owner's lock; they fill a slot's value before publishing
/// its key with a release store, and grow by publishing a complete new table. Nothing a reader may still be
/// looking at is freed before the map itself: replaced values and outgrown tables are kept until `deinit`.
/// Entries are never removed (a replaced value is how a mock is changed), so the map only grows with the
/// number of distinct types, never with the number of resolves.
///
/// `@unchecked Sendable`: concurrent reads are made safe by the acquire/release protocol above; every
/// mutation happens under the owning container's ``Lock``.
final class TypeMap: @unchecked Sendable {
    /// Holds the address of the current table. A table is `[capacity, count, key0, value0, key1, value1, …]`;
    /// a key is an `ObjectIdentifier`'s bits (never 0), a value a retained object's address.
    private let head: UnsafeMutablePointer<Int>
    /// Outgrown tables and replaced values, kept alive for readers that may still hold them. Guarded by the
    /// owner's lock.
    private var retiredTables: [UnsafeMutablePointer<Int>] = []
    private var retiredValues: [AnyObject] = []

    init() {
        head = .allocate(capacity: 1)
        head.initialize(to: Int(bitPattern: TypeMap.makeTable(capacity: 8)))
    }

    deinit {
        let table = currentTable
        let capacity = table[0]
        for slot in 0..<capacity where table[2 + 2 * slot] != 0 {
            Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: table[3 + 2 * slot])!).release()
        }
        table.deallocate()
        for retired in retiredTables { retired.deallocate() }
        head.deallocate()
    }

    private static func makeTable(capacity: Int) -> UnsafeMutablePointer<Int> {
        let table = UnsafeMutablePointer<Int>.allocate(capacity: 2 + 2 * capacity)
        table.initialize(repeating: 0, count: 2 + 2 * capacity)
        table[0] = capacity
        return table
    }

    @inline(__always)
    private var currentTable: UnsafeMutablePointer<Int> {
        UnsafeMutablePointer(bitPattern: harbor_atomic_load_acquire(head))!
    }

    @inline(__always)
    private static func hash(_ key: Int, capacity: Int) -> Int {
        // Fibonacci hashing of the type metadata address; capacity is a power of two.
        Int(bitPattern: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> 7) & (capacity - 1)
    }

    /// Whether the map is empty; a single acquire load and a read, for the common "no mocks" fast path.
    @inline(__always)
    var isEmpty: Bool { harbor_atomic_load_acquire(currentTable + 1) == 0 }

    /// The object stored for `key`, without taking a lock.
    @inline(__always)
    subscript(key: ObjectIdentifier) -> AnyObject? {
        let table = currentTable
        let capacity = table[0]
        let wanted = Int(bitPattern: key)
        var slot = TypeMap.hash(wanted, capacity: capacity)
        while true {
            let found = harbor_atomic_load_acquire(table + 2 + 2 * slot)
            if found == wanted {
                let value = harbor_atomic_load_acquire(table + 3 + 2 * slot)
                return Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: value)!).takeUnretainedValue()
            }
            if found == 0 { return nil }
            slot = (slot + 1) & (capacity - 1)
        }
    }

    /// Stores `value` for `key`, replacing what was there. Call with the owner's lock held.
    func set(_ key: ObjectIdentifier, _ value: AnyObject) {
        var table = currentTable
        if (table[1] + 1) * 2 > table[0] {
            table = grow(table)
        }
        let capacity = table[0]
        let wanted = Int(bitPattern: key)
        let newValue = Int(bitPattern: Unmanaged.passRetained(value).toOpaque())
        var slot = TypeMap.hash(wanted, capacity: capacity)
        while true {
            let found = table[2 + 2 * slot]
            if found == wanted {
                let old = Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: table[3 + 2 * slot])!)
                harbor_atomic_store_release(table + 3 + 2 * slot, newValue)
                retiredValues.append(old.takeRetainedValue())
                return
            }
            if found == 0 {
                harbor_atomic_store_release(table + 3 + 2 * slot, newValue)
                harbor_atomic_store_release(table + 2 + 2 * slot, wanted)
                harbor_atomic_store_release(table + 1, table[1] + 1)
                return
            }
            slot = (slot + 1) & (capacity - 1)
        }
    }

    /// How many keys are stored, and how many replaced values and outgrown tables are kept; for tests that
    /// check the map does not grow with resolves. Call with the owner's lock held.
    var sizes: (count: Int, retired: Int) {
        (currentTable[1], retiredValues.count + retiredTables.count)
    }

    private func grow(_ old: UnsafeMutablePointer<Int>) -> UnsafeMutablePointer<Int> {
        let oldCapacity = old[0]
        let capacity = oldCapacity * 2
        let table = TypeMap.makeTable(capacity: capacity)
        for oldSlot in 0..<oldCapacity where old[2 + 2 * oldSlot] != 0 {
            var slot = TypeMap.hash(old[2 + 2 * oldSlot], capacity: capacity)
            while table[2 + 2 * slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            table[2 + 2 * slot] = old[2 + 2 * oldSlot]
            table[3 + 2 * slot] = old[3 + 2 * oldSlot]
        }
        table[1] = old[1]
        harbor_atomic_store_release(head, Int(bitPattern: table))
        retiredTables.append(old)
        return table
    }
}
