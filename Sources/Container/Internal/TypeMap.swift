import HarborAtomics

/// A hash map from a type's identity to an object, read without a lock.
///
/// Readers take no lock: they load the table pointer and the slots with acquire loads. Writers (``set(_:_:)``,
/// ``remove(_:)``) must be serialised by the owner's lock; they fill a slot's value before publishing its key
/// with a release store, and grow by publishing a complete new table. A removed entry keeps its key with an
/// empty value, so the table only grows with the number of distinct types, never with writes or resolves.
///
/// What a writer replaces may still be in a reader's hands, so it is freed only when that is impossible:
/// - A **reclaiming** map (bindings, mocks and their products: replaced all the time in tests) is read only
///   between ``enterRead()`` and ``leaveRead()`` (a reader count): ``retained(_:)`` counts itself in while it
///   loads and retains, and the bound-service fast path while it uses what it found, unretained. A writer that
///   sees no reader after publishing hands the replaced objects back to its caller, to release once the lock is
///   released (their `deinit` may resolve); otherwise it keeps them until a later write (or ``reclaim()``)
///   sees no reader. So a mock removed while a resolve reads the same map (the bound fast path keeps the count
///   while a factory runs) stays alive, with its product, after the reader leaves, until the container's next
///   bind, mock, reset or removal: readers cannot free anything themselves without making every resolve pay
///   for it, and a writer cannot wait for them (a factory may be waiting for that writer's thread).
/// - A **keeping** map is read through ``subscript(_:)`` and keeps what it replaces until the map is dropped.
/// - A **borrowing** map (self-declared singletons and scoped instances, read on every resolve with no count)
///   is read through ``subscript(_:)`` too but holds no reference at all: its owner keeps every object it
///   stores alive until the map is dropped (the container's creation order does), so replacing or removing
///   an entry frees nothing.
///
/// `@unchecked Sendable`: concurrent reads are made safe by the protocol above; every mutation happens under
/// the owning container's ``ContainerLock``.
@usableFromInline
final class TypeMap: @unchecked Sendable {
    /// Word 0: the address of the current table; word 1: the number of live entries; word 2: the readers
    /// inside ``retained(_:)``. A table is `[capacity, used slots, key0, value0, key1, value1, …]`; a key is an
    /// `ObjectIdentifier`'s bits (never 0), a value a retained object's address (0 once removed).
    @usableFromInline let words: UnsafeMutablePointer<Int>
    /// Whether replaced objects are freed once no reader can hold them (see the type's documentation).
    private let reclaims: Bool
    /// Whether the map holds a reference to what it stores (`false` for a borrowing map).
    private let owns: Bool
    /// Outgrown tables and replaced values not freed yet. Guarded by the owner's lock, hence
    /// `@exclusivity(unchecked)`: no access overlaps another (the writers call no user code), and the dynamic
    /// checks cost about 150 instructions per bind.
    @exclusivity(unchecked) private var retiredTables: [UnsafeMutablePointer<Int>] = []
    @exclusivity(unchecked) private var retiredValues: [AnyObject] = []

    /// Creates an empty map.
    ///
    /// - Parameters:
    ///   - reclaims: Whether readers use ``retained(_:)`` so that writers may free what they replace.
    ///   - owns: Whether the map retains what it stores; `false` when its owner keeps every stored object
    ///     alive for the map's lifetime.
    init(reclaims: Bool, owns: Bool = true) {
        self.reclaims = reclaims
        self.owns = owns
        words = .allocate(capacity: 3)
        words.initialize(repeating: 0, count: 3)
        // 32 slots (528 bytes) to start: the few keys of a typical container (4 bindings in the benchmark) share
        // 8 slots badly often enough that one key probed 4 slots on every read (Benchmarks/README, "Issue 11
        // bound services, round 3"); at 32, collisions among a handful of keys are rare.
        words[0] = Int(bitPattern: TypeMap.makeTable(capacity: 32))
    }

    deinit {
        let table = currentTable
        // A drained map (a container's, at its teardown) holds nothing: skip the walk over its slots.
        if owns && words[1] != 0 {
            for slot in 0..<table[0] where table[3 + 2 * slot] != 0 {
                Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: table[3 + 2 * slot])!).release()
            }
        }
        table.deallocate()
        for retired in retiredTables { retired.deallocate() }
        words.deallocate()
    }

    private static func makeTable(capacity: Int) -> UnsafeMutablePointer<Int> {
        let table = UnsafeMutablePointer<Int>.allocate(capacity: 2 + 2 * capacity)
        table.initialize(repeating: 0, count: 2 + 2 * capacity)
        table[0] = capacity
        return table
    }

    @inlinable @inline(__always)
    var currentTable: UnsafeMutablePointer<Int> {
        // Never null: `init` stores a table and writers only ever replace it with another.
        UnsafeMutablePointer(bitPattern: harbor_atomic_load_acquire(words)).unsafelyUnwrapped
    }

    @inlinable @inline(__always)
    static func hash(_ key: Int, capacity: Int) -> Int {
        // The type metadata address times φ·2⁶⁴ in full (128 bits), its two halves xor-ed, masked to the capacity
        // (a power of two): a "folded multiply", as in wyhash. The high half depends on every key bit; the low
        // half spreads the key's low bits. A plain multiplicative hash maps evenly spaced keys (metadata is
        // allocated in runs at a fixed stride) to a Weyl sequence, which clusters for unlucky strides whichever
        // product bits it takes: the top bits made one of the benchmark's four bound protocols probe four slots
        // on every read, bits 32 and up made 1,000 startup singletons probe dozens (Benchmarks/README, "Issue 11
        // bound services, round 3"). One `mul`, an `xor` and an `and`, the multiplication hoisted with the key.
        let product = UInt(bitPattern: key).multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15)
        return Int(bitPattern: product.high ^ product.low) & (capacity &- 1)
    }

    /// Whether the map holds nothing; one load, for the common "no mocks" fast path.
    @inlinable @inline(__always)
    var isEmpty: Bool { harbor_atomic_load_acquire(words + 1) == 0 }

    /// The object stored for `key`, unretained, without a lock. Only for a keeping or borrowing map.
    @inlinable @inline(__always)
    subscript(key: ObjectIdentifier) -> AnyObject? {
        address(of: key).map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
    }

    /// The address of the object stored for `key`, without a lock. Only for a keeping or borrowing map, whose
    /// objects outlive the map's readers; a caller that borrows the object through the address (rather than
    /// retaining it) spares a retain and release.
    @inlinable @inline(__always)
    func address(of key: ObjectIdentifier) -> UnsafeRawPointer? {
        // Wrapping arithmetic: a slot index is below the capacity, so nothing here can overflow.
        let table = currentTable
        let mask = table[0] &- 1
        let wanted = Int(bitPattern: key)
        var slot = TypeMap.hash(wanted, capacity: table[0])
        while true {
            let found = harbor_atomic_load_acquire(table + (2 &+ 2 &* slot))
            if found == wanted {
                return UnsafeRawPointer(bitPattern: harbor_atomic_load_acquire(table + (3 &+ 2 &* slot)))
            }
            if found == 0 { return nil }
            slot = (slot &+ 1) & mask
        }
    }

    /// The object stored for `key`, retained, without a lock: safe while writers replace and free it.
    @inline(__always)
    func retained(_ key: ObjectIdentifier) -> AnyObject? {
        enterRead()
        defer { leaveRead() }
        guard let found = valueWhileReading(key) else { return nil }
        return Unmanaged.passRetained(found).takeRetainedValue()
    }

    /// Counts a reader in: until the matching ``leaveRead()``, no writer frees what it replaces, so what
    /// ``valueWhileReading(_:)`` returns stays valid without a retain (the bound-service fast path keeps the
    /// count while it calls a registration's factory or copies its product).
    @inlinable @inline(__always)
    func enterRead() { TypeMap.enterRead(words) }

    /// Counts the reader ``enterRead()`` counted out.
    @inlinable @inline(__always)
    func leaveRead() { TypeMap.leaveRead(words) }

    /// The object stored for `key`, unretained: call between ``enterRead()`` and ``leaveRead()``, and use it
    /// only until then.
    @inlinable @inline(__always)
    func valueWhileReading(_ key: ObjectIdentifier) -> AnyObject? {
        TypeMap.valueWhileReading(words, key).map { Unmanaged<AnyObject>.fromOpaque($0).takeUnretainedValue() }
    }

    /// ``isEmpty`` of the map whose ``words`` these are (for readers that keep only the words).
    @inlinable @inline(__always)
    static func isEmpty(_ words: UnsafeMutablePointer<Int>) -> Bool { harbor_atomic_load_acquire(words + 1) == 0 }

    /// ``enterRead()`` of the map whose ``words`` these are.
    @inlinable @inline(__always)
    static func enterRead(_ words: UnsafeMutablePointer<Int>) { harbor_atomic_add_seq_cst(words + 2, 1) }

    /// ``leaveRead()`` of the map whose ``words`` these are.
    @inlinable @inline(__always)
    static func leaveRead(_ words: UnsafeMutablePointer<Int>) { harbor_atomic_add_seq_cst(words + 2, -1) }

    /// The address of the object stored for `key` in the map whose ``words`` these are: call between
    /// ``enterRead()`` and ``leaveRead()``. Sequentially consistent loads, paired with the writers' stores and
    /// reader check.
    @inlinable @inline(__always)
    static func valueWhileReading(_ words: UnsafeMutablePointer<Int>, _ key: ObjectIdentifier) -> UnsafeRawPointer? {
        // Wrapping arithmetic: a slot index is below the capacity, so nothing here can overflow.
        // Never null, as in `currentTable`.
        let table = UnsafeMutablePointer<Int>(bitPattern: harbor_atomic_load_seq_cst(words)).unsafelyUnwrapped
        let mask = table[0] &- 1
        let wanted = Int(bitPattern: key)
        var slot = TypeMap.hash(wanted, capacity: table[0])
        while true {
            let found = harbor_atomic_load_seq_cst(table + (2 &+ 2 &* slot))
            if found == wanted {
                return UnsafeRawPointer(bitPattern: harbor_atomic_load_seq_cst(table + (3 &+ 2 &* slot)))
            }
            if found == 0 { return nil }
            slot = (slot &+ 1) & mask
        }
    }

    /// Stores `value` for `key`, replacing what was there. Call with the owner's lock held.
    ///
    /// - Returns: Objects the caller must release after unlocking (see the type's documentation).
    @discardableResult
    func set(_ key: ObjectIdentifier, _ value: AnyObject) -> [AnyObject] {
        let unmanaged = owns ? Unmanaged.passRetained(value) : Unmanaged.passUnretained(value)
        return store(Int(bitPattern: key), Int(bitPattern: unmanaged.toOpaque()))
    }

    /// Stores `value` for `key` in a borrowing map (see the type's documentation). Call with the owner's lock
    /// held.
    @inline(__always)
    func setBorrowed(_ key: ObjectIdentifier, _ value: AnyObject) {
        precondition(!owns, "setBorrowed on a map that owns its values")
        if !insertNew(key, value) {
            _ = store(Int(bitPattern: key), Int(bitPattern: Unmanaged.passUnretained(value).toOpaque()))
        }
    }

    /// Inserts `value` for `key` if the key is new and the table has room, the usual case of a bind or a first
    /// creation, inlined into the caller: a probe, two release stores and the count. Returns `false`, having
    /// stored nothing, otherwise (then ``set(_:_:)`` or ``setBorrowed(_:_:)`` does the general work). Call with
    /// the owner's lock held.
    ///
    /// Release suffices for the key here, where ``store(_:_:)`` publishes sequentially consistent: a new key
    /// replaces nothing, so there is nothing to free and no reader count to check after publishing (a reader
    /// that acquire-loads the key sees the value stored before it).
    ///
    /// A reclaiming map that still keeps something replaced takes the general path, so that every write that
    /// finds no reader frees what earlier writes had to keep.
    @inline(__always)
    func insertNew(_ key: ObjectIdentifier, _ value: AnyObject) -> Bool {
        if reclaims && !(retiredValues.isEmpty && retiredTables.isEmpty) { return false }
        let wanted = Int(bitPattern: key)
        let table = currentTable
        let capacity = table[0]
        guard (table[1] + 1) * 2 <= capacity else { return false }
        // Wrapping arithmetic: a slot index is below the capacity, so nothing here can overflow (checked, the
        // probe cost four instructions more per slot).
        var slot = TypeMap.hash(wanted, capacity: capacity)
        while true {
            let found = table[2 &+ 2 &* slot]
            if found == wanted { return false }
            if found == 0 { break }
            slot = (slot &+ 1) & (capacity &- 1)
        }
        let unmanaged = owns ? Unmanaged.passRetained(value) : Unmanaged.passUnretained(value)
        harbor_atomic_store_release(table + (3 &+ 2 &* slot), Int(bitPattern: unmanaged.toOpaque()))
        harbor_atomic_store_release(table + (2 &+ 2 &* slot), wanted)
        table[1] += 1
        harbor_atomic_store_release(words + 1, words[1] + 1)
        return true
    }

    /// Removes the entry for `key`, if any. Call with the owner's lock held.
    ///
    /// - Returns: Objects the caller must release after unlocking.
    @discardableResult
    func remove(_ key: ObjectIdentifier) -> [AnyObject] {
        store(Int(bitPattern: key), 0)
    }

    /// Removes every entry. Call with the owner's lock held.
    ///
    /// - Returns: Objects the caller must release after unlocking.
    func removeAll() -> [AnyObject] {
        let table = currentTable
        var garbage: [AnyObject] = []
        for slot in 0..<table[0] where table[2 + 2 * slot] != 0 && table[3 + 2 * slot] != 0 {
            garbage += store(table[2 + 2 * slot], 0)
        }
        return garbage
    }

    /// Empties the map for a container's teardown, when no reader can be left: hands over every value, the
    /// retired ones included, without the per-entry publication a live map needs. Call with the owner's lock
    /// held.
    ///
    /// - Returns: Everything the map held (nothing for a borrowing map).
    @discardableResult
    func drain() -> [AnyObject] {
        let table = currentTable
        guard owns else {
            for slot in 0..<table[0] { table[3 + 2 * slot] = 0 }
            words[1] = 0
            return []
        }
        // Written into the array's storage directly: `append` checked uniqueness and capacity per entry (about
        // 20 instructions per binding at a container's teardown, Benchmarks/README, start-up round 2).
        let live = words[1]
        let values = [AnyObject](unsafeUninitializedCapacity: live) { buffer, count in
            for slot in 0..<table[0] where table[3 + 2 * slot] != 0 {
                // `live` counts exactly the slots with a value (every writer keeps it so).
                precondition(count < live, "TypeMap: more values than its count")
                (buffer.baseAddress! + count).initialize(
                    to: Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: table[3 + 2 * slot])!)
                        .takeRetainedValue())
                count += 1
                table[3 + 2 * slot] = 0
            }
        }
        words[1] = 0
        guard !retiredValues.isEmpty else { return values }
        defer { retiredValues.removeAll() }
        return retiredValues + values
    }

    /// The keys with a value, in no particular order. Call with the owner's lock held.
    var keys: [ObjectIdentifier] {
        let table = currentTable
        return (0..<table[0]).compactMap { slot in
            table[2 + 2 * slot] != 0 && table[3 + 2 * slot] != 0
                ? unsafeBitCast(table[2 + 2 * slot], to: ObjectIdentifier.self) : nil
        }
    }

    /// Publishes `newValue` (a retained object's address, or 0 to remove) for the key bits `wanted`.
    private func store(_ wanted: Int, _ newValue: Int) -> [AnyObject] {
        var table = currentTable
        if newValue != 0 && (table[1] + 1) * 2 > table[0] {
            table = grow(table)
        }
        let capacity = table[0]
        var slot = TypeMap.hash(wanted, capacity: capacity)
        var old = 0
        while true {
            let found = table[2 + 2 * slot]
            if found == wanted {
                old = table[3 + 2 * slot]
                harbor_atomic_store_seq_cst(table + 3 + 2 * slot, newValue)
                break
            }
            if found == 0 {
                if newValue == 0 { return [] }
                harbor_atomic_store_release(table + 3 + 2 * slot, newValue)
                harbor_atomic_store_seq_cst(table + 2 + 2 * slot, wanted)
                table[1] += 1
                break
            }
            slot = (slot + 1) & (capacity - 1)
        }
        let live = (old == 0 ? 1 : 0) - (newValue == 0 ? 1 : 0)
        if live != 0 { harbor_atomic_store_release(words + 1, words[1] + live) }
        if old != 0 && owns {
            retiredValues.append(
                Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: old)!).takeRetainedValue())
        }
        return reclaim()
    }

    /// Frees what no reader can hold any more: everything retired, when no reader is inside ``retained(_:)``.
    /// Every write calls it; a reset or removal calls it too, so that what an earlier write had to keep goes
    /// then even if that write has nothing to replace. Call with the owner's lock held.
    ///
    /// - Returns: Objects the caller must release after unlocking.
    func reclaim() -> [AnyObject] {
        guard reclaims, !(retiredValues.isEmpty && retiredTables.isEmpty), harbor_atomic_load_seq_cst(words + 2) == 0
        else { return [] }
        for retired in retiredTables { retired.deallocate() }
        retiredTables.removeAll()
        defer { retiredValues.removeAll() }
        return retiredValues
    }

    /// How many keys hold a value, and how many replaced values and outgrown tables are kept; for tests that
    /// check the map does not grow. Call with the owner's lock held.
    var sizes: (count: Int, retired: Int) {
        (words[1], retiredValues.count + retiredTables.count)
    }

    private func grow(_ old: UnsafeMutablePointer<Int>) -> UnsafeMutablePointer<Int> {
        // Four times larger: a map filled at launch (1,000 binds) is copied three times on its way to 2,048 slots
        // (32, 128, 512, 2,048) instead of eight (Benchmarks/README, start-up round 2); the load factor stays
        // between 1/8 and 1/2.
        let oldCapacity = old[0]
        let capacity = oldCapacity * 4
        let table = TypeMap.makeTable(capacity: capacity)
        var used = 0
        // Removed keys are dropped here: a reader of the new table never needs them.
        for oldSlot in 0..<oldCapacity where old[2 + 2 * oldSlot] != 0 && old[3 + 2 * oldSlot] != 0 {
            var slot = TypeMap.hash(old[2 + 2 * oldSlot], capacity: capacity)
            while table[2 + 2 * slot] != 0 { slot = (slot + 1) & (capacity - 1) }
            table[2 + 2 * slot] = old[2 + 2 * oldSlot]
            table[3 + 2 * slot] = old[3 + 2 * oldSlot]
            used += 1
        }
        table[1] = used
        harbor_atomic_store_seq_cst(words, Int(bitPattern: table))
        retiredTables.append(old)
        return table
    }
}
