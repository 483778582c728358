@testable import HarborContainer

extension PublishedBindings {
    /// Whether a product (`registration` false) or a registration (true) is published for `key` now; read from
    /// the test's thread while no other thread publishes.
    func isPublished(_ key: ObjectIdentifier, registration: Bool) -> Bool {
        let value = published(key)
        return value != 0 && (value & 1 != 0) == registration
    }
}
