import HarborAtomics

/// What the root of a tree publishes for every container of the tree to read without a lock, a walk or a
/// reader count: the products of its `.singleton` bindings and its per-request bindings (Benchmarks/README,
/// "Issue 11, round 6" to "round 8"), with the filter that says when a resolve may use them.
///
/// Two words, made by the root and shared by its tree (children copy the pointer):
/// - Word 0 has the bit (``bit(of:)``) of every service bound or mocked on a container below the root, ever
///   (all bits when the tree records dependencies). While a service's bit is clear, the root's registration of
///   it is the one every container finds, so what the root published for it is what every resolve must get.
///   Set atomically by `register` before it stores the registration, never cleared: a binding in a feature
///   container or a test's child turns publication off for its service (and the few that share its bit) only.
/// - Word 1 is the address of the table: ``empty`` until the root first publishes something, then a table of
///   its own, so that a root that publishes nothing costs no table (7a makes a root per 1,000 binds). A table is
///   four words (the number of slots in use; the byte mask, `(capacity - 1) << 4`; the table it replaced, or 0;
///   an unused word), then `capacity` slots of two words, open-addressed from ``home(of:capacity:)`` with linear
///   probing: a service's key (an `ObjectIdentifier`'s bits, never 0) and what is published for it: a product's
///   address (a `Box<Service>`), a registration's address with bit 0 set (and bit 1 when it takes no arguments,
///   so that a resolve without arguments need not compare them), or 0 once unpublished.
///
/// Written only by the root, under its lock. A slot's key is written once (value first, then the key with a
/// release store) and never changes, so a reader that finds its key reads a value published for that service
/// or 0, never another service's. What a value points to is borrowed: the root keeps it alive until it goes
/// (the registration in force owns its product, and the root keeps what it unpublished), and the root goes
/// after every container of its tree. The root publishes at most one product and one registration per
/// service (one it unpublished is kept until it goes, and that kind is not published again for the service),
/// so it keeps at most one of each longer than it is in force.
///
/// The first table has 256 slots (4 KB). One that is three quarters full is replaced by one four times larger
/// (1,024 slots, then 4,096, …) holding the same keys and values, published with a release store as the first
/// is, so that every service a root binds can be published. A resolve may still be reading a table it loaded
/// before the replacement: replaced tables are kept, chained through their third word, until the root goes,
/// and ``unpublish(_:)`` clears a value in every one of them, so that no table in a reader's hands keeps it.
@usableFromInline
struct PublishedBindings {
    /// The two words described above.
    @usableFromInline let words: UnsafeMutablePointer<Int>

    /// Slots of a root's first table: 256 (4 KB).
    static var initialCapacity: Int { 256 }

    /// The table of every root that has published nothing: one empty slot (a byte mask of 0), never written
    /// (`publish` makes the root a table of its own first), hence `nonisolated(unsafe)`.
    private nonisolated(unsafe) static let empty: UnsafeMutablePointer<Int> = makeTable(capacity: 1)

    /// A new table of `capacity` slots (a power of two), all empty.
    private static func makeTable(capacity: Int) -> UnsafeMutablePointer<Int> {
        let count = 4 + 2 * capacity
        let table = UnsafeMutablePointer<Int>.allocate(capacity: count)
        table.initialize(repeating: 0, count: count)
        table[1] = (capacity - 1) << 4
        return table
    }

    /// A new, empty pair of words for a root; `recordsDependencies` sets every bit of word 0, so that every
    /// resolve takes the full path, which records it.
    init(recordsDependencies: Bool) {
        words = .allocate(capacity: 2)
        words.initialize(to: recordsDependencies ? -1 : 0)
        (words + 1).initialize(to: Int(bitPattern: Self.empty))
    }

    /// Frees the words and the root's tables, the current one and those it replaced: the root's `deinit` only.
    func deallocate() {
        var table = table
        while table != Self.empty {
            let replaced = table[2]
            table.deallocate()
            guard let previous = UnsafeMutablePointer<Int>(bitPattern: replaced) else { break }
            table = previous
        }
        words.deallocate()
    }

    /// The current table (``empty`` or the root's own).
    @inlinable @inline(__always)
    var table: UnsafeMutablePointer<Int> {
        UnsafeMutablePointer(bitPattern: harbor_atomic_load_acquire(words + 1)).unsafelyUnwrapped
    }

    /// The number of slots of `table`.
    static func capacity(of table: UnsafeMutablePointer<Int>) -> Int { (table[1] >> 4) + 1 }

    /// The bit of `key` in word 0: bits 4 to 9 of the type's metadata address (metadata is 16-byte aligned).
    @inlinable @inline(__always)
    static func bit(of key: ObjectIdentifier) -> Int {
        1 &<< ((Int(bitPattern: key) &>> 4) & 63)
    }

    /// The slot a search for `key` starts at in a table of `capacity` slots: the metadata address from bit 4 up.
    static func home(of key: ObjectIdentifier, capacity: Int) -> Int {
        (Int(bitPattern: key) &>> 4) & (capacity - 1)
    }

    /// Whether a container below the root has ever bound or mocked `key` (or a service sharing its bit).
    @inlinable @inline(__always)
    func isBoundBelowRoot(_ key: ObjectIdentifier) -> Bool {
        harbor_atomic_load_acquire(words) & Self.bit(of: key) != 0
    }

    /// Turns publication off for `key` (and the services sharing its bit), for good: `register` on a container
    /// below the root, before it stores the registration, so that a resolve that finds it sees the bit.
    func turnOff(_ key: ObjectIdentifier) {
        harbor_atomic_or_seq_cst(words, Self.bit(of: key))
    }

    /// What the root published for `key` and has not unpublished (a product's address, or a registration's
    /// tagged as the type's documentation says), while no container below the root binds or mocks it; 0
    /// otherwise. Without a lock.
    @inlinable @inline(__always)
    func value(of key: ObjectIdentifier) -> Int {
        guard !isBoundBelowRoot(key) else { return 0 }
        let wanted = Int(bitPattern: key)
        let table = table
        let slots = UnsafeRawPointer(table + 4)
        // A slot's byte offset: the home slot times the slot's 16 bytes, which is the key's bits from bit 4 up
        // masked in place. The mask was written before the table was published, as the slots were.
        let mask = table[1]
        var offset = wanted & mask
        while true {
            let slot = (slots + offset).assumingMemoryBound(to: Int.self)
            let found = harbor_atomic_load_acquire(slot)
            // The key's release store follows its value's: a matching key makes the value readable.
            if found == wanted { return harbor_atomic_load_acquire(slot + 1) }
            if found == 0 { return 0 }
            offset = (offset &+ 16) & mask
        }
    }

    /// The slot of `key` in the current table, if it has one; with `claim`, a free one is claimed for it, in a
    /// table of the root's own with room (made or grown here). Root's lock held.
    private func slot(of key: ObjectIdentifier, claim: Bool) -> UnsafeMutablePointer<Int>? {
        var table = table
        if claim && table == Self.empty {
            // The table is filled before readers can see it.
            table = Self.makeTable(capacity: Self.initialCapacity)
            harbor_atomic_store_release(words + 1, Int(bitPattern: table))
        }
        if let slot = Self.slot(of: key, in: table) { return slot }
        guard claim else { return nil }
        if table[0] + 1 > Self.capacity(of: table) / 4 * 3 { table = grow(table) }
        // A slot with a key is never emptied, so the probe that found no key ends at an empty slot.
        let capacity = Self.capacity(of: table)
        var index = Self.home(of: key, capacity: capacity)
        while table[4 + 2 * index] != 0 { index = (index + 1) & (capacity - 1) }
        harbor_atomic_store_release(table, table[0] + 1)
        return table + 4 + 2 * index
    }

    /// The slot whose key is `key` in `table` (the current one or one it replaced), if any. Root's lock held
    /// (or a test's only thread).
    static func slot(of key: ObjectIdentifier, in table: UnsafeMutablePointer<Int>) -> UnsafeMutablePointer<Int>? {
        let capacity = capacity(of: table)
        var index = home(of: key, capacity: capacity)
        while true {
            let slot = table + 4 + 2 * index
            if slot.pointee == Int(bitPattern: key) { return slot }
            if slot.pointee == 0 { return nil }
            index = (index + 1) & (capacity - 1)
        }
    }

    /// Replaces `old`, the current table, with one four times larger holding the same keys and values, and
    /// returns it. `old` is kept (chained from the new table) until the root goes: a resolve may be reading it.
    /// Root's lock held.
    private func grow(_ old: UnsafeMutablePointer<Int>) -> UnsafeMutablePointer<Int> {
        let capacity = Self.capacity(of: old) * 4
        let table = Self.makeTable(capacity: capacity)
        for oldIndex in 0..<Self.capacity(of: old) where old[4 + 2 * oldIndex] != 0 {
            let key = old[4 + 2 * oldIndex]
            var index = Self.home(of: unsafeBitCast(key, to: ObjectIdentifier.self), capacity: capacity)
            while table[4 + 2 * index] != 0 { index = (index + 1) & (capacity - 1) }
            table[4 + 2 * index] = key
            table[5 + 2 * index] = old[5 + 2 * oldIndex]
        }
        table[0] = old[0]
        table[2] = Int(bitPattern: old)
        // The table is filled before readers can see it.
        harbor_atomic_store_release(words + 1, Int(bitPattern: table))
        return table
    }

    /// Publishes `value` (an address, tagged as the type's documentation says) for `key`, unless something is
    /// published for it now. Root's lock held; the caller makes sure that `key` never had this kind published
    /// before (see the type's documentation).
    func publish(_ value: Int, for key: ObjectIdentifier) {
        guard let slot = slot(of: key, claim: true), slot[1] == 0 else { return }
        harbor_atomic_store_release(slot + 1, value)
        if slot.pointee == 0 { harbor_atomic_store_release(slot, Int(bitPattern: key)) }
    }

    /// Unpublishes what was published for `key`, for good, in the current table and in those it replaced.
    /// Root's lock held.
    ///
    /// - Returns: What was published (see ``value(of:)``), or 0.
    @discardableResult
    func unpublish(_ key: ObjectIdentifier) -> Int {
        guard let slot = slot(of: key, claim: false) else { return 0 }
        let value = slot[1]
        forEachTable { table in
            if let slot = Self.slot(of: key, in: table) { harbor_atomic_store_release(slot + 1, 0) }
        }
        return value
    }

    /// What is published for `key`, whatever word 0 says. Root's lock held (or a test's only thread).
    func published(_ key: ObjectIdentifier) -> Int {
        slot(of: key, claim: false).map { $0[1] } ?? 0
    }

    /// The services with a product (`registrations` false) or a registration (true) published. Root's lock
    /// held.
    func keys(registrations: Bool) -> [ObjectIdentifier] {
        let table = table
        guard table[0] != 0 else { return [] }
        return (0..<Self.capacity(of: table)).compactMap { index in
            let slot = table + 4 + 2 * index
            guard slot[1] != 0, (slot[1] & 1 != 0) == registrations else { return nil }
            return unsafeBitCast(slot.pointee, to: ObjectIdentifier.self)
        }
    }

    /// Unpublishes everything, in every table: the root's teardown, after which a resolve takes the full path
    /// (and gets its clear error). Root's lock held.
    func unpublishAll() {
        forEachTable { table in
            for index in 0..<Self.capacity(of: table) { harbor_atomic_store_release(table + 5 + 2 * index, 0) }
        }
    }

    /// Runs `body` on the current table and every table it replaced, newest first. Root's lock held.
    private func forEachTable(_ body: (UnsafeMutablePointer<Int>) -> Void) {
        var table: UnsafeMutablePointer<Int>? = table
        while let current = table, current != Self.empty {
            body(current)
            table = UnsafeMutablePointer(bitPattern: current[2])
        }
    }
}
