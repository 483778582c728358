@testable import HarborContainer

extension PublishedBindings {
    /// Whether a product (`registration` false) or a registration (true) is published for `key` now; read from
    /// the test's thread while no other thread publishes.
    func isPublished(_ key: ObjectIdentifier, registration: Bool) -> Bool {
        let value = published(key)
        return value != 0 && (value & 1 != 0) == registration
    }

    /// The value of `key`'s slot in `table` (the current table or one it replaced), 0 when it has none.
    func value(of key: ObjectIdentifier, in table: UnsafeMutablePointer<Int>) -> Int {
        Self.slot(of: key, in: table).map { $0[1] } ?? 0
    }

    /// The number of slots of the current table.
    var slotCount: Int { Self.capacity(of: table) }
}
