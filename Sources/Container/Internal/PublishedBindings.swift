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
///   its own (4 KB), so that a root that publishes nothing costs no table (7a makes a root per 1,000 binds).
///   A table is `2 + 2 × capacity` words: the number of slots in use, an unused word, then `capacity` slots of
///   two words, open-addressed from ``home(of:)`` with linear probing: a service's key (an `ObjectIdentifier`'s
///   bits, never 0) and what is published for it: a product's address (a `Box<Service>`), a registration's
///   address with bit 0 set (and bit 1 when it takes no arguments, so that a resolve without arguments need not
///   compare them), or 0 once unpublished.
///
/// Written only by the root, under its lock. A slot's key is written once (value first, then the key with a
/// release store) and never changes, so a reader that finds its key reads a value published for that service
/// or 0, never another service's. What a value points to is borrowed: the root keeps it alive until it goes
/// (the registration in force owns its product, and the root keeps what it unpublished), and the root goes
/// after every container of its tree. The root publishes at most one product and one registration per
/// service (one it unpublished is kept until it goes, and that kind is not published again for the service),
/// so it keeps at most one of each longer than it is in force.
///
/// Full (at 3/4 of the capacity) it publishes nothing more (``hasRoom``): the services left out take the walk,
/// as a child's bindings do.
@usableFromInline
struct PublishedBindings {
    /// The two words described above.
    @usableFromInline let words: UnsafeMutablePointer<Int>

    /// Slots per table: 256 (4 KB), of which 192 can be used.
    @usableFromInline static var capacity: Int { 256 }

    /// The table of every root that has published nothing: all zeros, never written (`publish` makes the
    /// root a table of its own first), hence `nonisolated(unsafe)`.
    private nonisolated(unsafe) static let empty: UnsafeMutablePointer<Int> = makeTable()

    /// A new table, all zeros.
    private static func makeTable() -> UnsafeMutablePointer<Int> {
        let count = 2 + 2 * capacity
        let table = UnsafeMutablePointer<Int>.allocate(capacity: count)
        table.initialize(repeating: 0, count: count)
        return table
    }

    /// A new, empty pair of words for a root; `recordsDependencies` sets every bit of word 0, so that every
    /// resolve takes the full path, which records it.
    init(recordsDependencies: Bool) {
        words = .allocate(capacity: 2)
        words.initialize(to: recordsDependencies ? -1 : 0)
        (words + 1).initialize(to: Int(bitPattern: Self.empty))
    }

    /// Frees the words and the root's table: the root's `deinit` only.
    func deallocate() {
        if table != Self.empty { table.deallocate() }
        words.deallocate()
    }

    /// The current table (``empty`` or the root's own).
    @inlinable @inline(__always)
    var table: UnsafeMutablePointer<Int> {
        UnsafeMutablePointer(bitPattern: harbor_atomic_load_acquire(words + 1)).unsafelyUnwrapped
    }

    /// The bit of `key` in word 0: bits 4 to 9 of the type's metadata address (metadata is 16-byte aligned).
    @inlinable @inline(__always)
    static func bit(of key: ObjectIdentifier) -> Int {
        1 &<< ((Int(bitPattern: key) &>> 4) & 63)
    }

    /// The slot a search for `key` starts at: bits 4 to 11 of the metadata address.
    @inlinable @inline(__always)
    static func home(of key: ObjectIdentifier) -> Int {
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
        let slots = UnsafeRawPointer(table + 2)
        // A slot's byte offset: `home(of:)` times the slot's 16 bytes, which is the key's bits 4 to 11 in place.
        let mask = (Self.capacity - 1) &<< 4
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

    /// The slot of `key`, if it has one; with `claim`, a free one is claimed for it (while the table has
    /// room), in a table of the root's own. Root's lock held.
    private func slot(of key: ObjectIdentifier, claim: Bool) -> UnsafeMutablePointer<Int>? {
        var table = table
        if claim && table == Self.empty {
            // The table is filled before readers can see it.
            table = Self.makeTable()
            harbor_atomic_store_release(words + 1, Int(bitPattern: table))
        }
        var index = Self.home(of: key)
        while true {
            let slot = table + 2 + 2 * index
            if slot.pointee == Int(bitPattern: key) { return slot }
            if slot.pointee == 0 {
                guard claim, hasRoom else { return nil }
                harbor_atomic_store_release(table, table[0] + 1)
                return slot
            }
            index = (index + 1) & (Self.capacity - 1)
        }
    }

    /// Whether another service can be published: read without a lock by a resolve that would ask the root to
    /// publish a registration, so that a full table costs no lock per resolve.
    @inlinable @inline(__always)
    var hasRoom: Bool {
        harbor_atomic_load_acquire(table) < Self.capacity / 4 * 3
    }

    /// Publishes `value` (an address, tagged as the type's documentation says) for `key`, unless something is
    /// published for it now or the table is full. Root's lock held; the caller makes sure that `key` never had
    /// this kind published before (see the type's documentation).
    func publish(_ value: Int, for key: ObjectIdentifier) {
        guard let slot = slot(of: key, claim: true), slot[1] == 0 else { return }
        harbor_atomic_store_release(slot + 1, value)
        if slot.pointee == 0 { harbor_atomic_store_release(slot, Int(bitPattern: key)) }
    }

    /// Unpublishes what was published for `key`, for good. Root's lock held.
    ///
    /// - Returns: What was published (see ``value(of:)``), or 0.
    @discardableResult
    func unpublish(_ key: ObjectIdentifier) -> Int {
        guard let slot = slot(of: key, claim: false) else { return 0 }
        let value = slot[1]
        harbor_atomic_store_release(slot + 1, 0)
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
        return (0..<Self.capacity).compactMap { index in
            let slot = table + 2 + 2 * index
            guard slot[1] != 0, (slot[1] & 1 != 0) == registrations else { return nil }
            return unsafeBitCast(slot.pointee, to: ObjectIdentifier.self)
        }
    }

    /// Unpublishes everything: the root's teardown, after which a resolve takes the full path (and gets its
    /// clear error). Root's lock held.
    func unpublishAll() {
        let table = table
        guard table[0] != 0 else { return }
        for index in 0..<Self.capacity { harbor_atomic_store_release(table + 3 + 2 * index, 0) }
    }
}
