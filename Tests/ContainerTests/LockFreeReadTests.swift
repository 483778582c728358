import Testing

@testable import HarborContainer

/// Written in its initializer on one thread, read on another that found it without taking any lock.
private final class Published: ISingleton, @unchecked Sendable {
    // `@unchecked Sendable`: `values` is written only in init, before the instance is published; the
    // container's release store and acquire load order those writes before any other thread's reads.
    var values: [Int]
    init(container: any IContainer, args: Void) {
        values = Array(0..<1000)
    }
}

@Suite("Lock-free reads")
struct LockFreeReadTests {
    /// One thread creates a singleton while another polls the container's lock-free map until it appears,
    /// then reads what the initializer wrote. The only ordering between them is the map's release store and
    /// acquire load, so under the thread sanitizer this checks that pair (a missing one is a reported race).
    @Test func aSingletonFoundWithoutALockIsFullyBuilt() async {
        let container = Container()
        let sums = IDs()
        let failures = Failures()
        await onThreadsTogether(2) { index in
            if index == 0 {
                _ = container.resolve() as Published
            } else {
                let key = ObjectIdentifier(Published.self)
                var found: AnyObject?
                let appeared = spin(until: {
                    found = container.instances[key]
                    return found != nil
                })
                guard appeared else {
                    return failures.record("timed out waiting for the singleton to appear in the map")
                }
                let singleton = unsafeDowncast(found!, to: Published.self)
                if singleton.values.reduce(0, +) == 499_500 { sums.insert(ObjectIdentifier(singleton)) }
            }
        }
        #expect(failures.first.isEmpty)
        #expect(sums.count == 1)
    }
}
