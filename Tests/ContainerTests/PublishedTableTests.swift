import Foundation
import Testing

@testable import HarborContainer

/// A service per nesting depth: `Nest<Root>`, `Nest<Nest<Root>>`, … are distinct types, so a test can bind
/// hundreds of services without declaring them.
private final class Nest<Inner>: Sendable {
    let depth: Int
    init(depth: Int) { self.depth = depth }
}

private enum Bottom {}

/// Binds `count` nested services on `container` (per-request, or `.singleton` when `shared`), each of which
/// makes a `Nest` that knows its depth; returns their keys, shallowest first.
private func bindNests<Inner>(
    _: Inner.Type,
    count: Int,
    depth: Int = 0,
    shared: Bool,
    on container: Container
) -> [ObjectIdentifier] {
    guard depth < count else { return [] }
    container.bind(Nest<Inner>.self, lifetime: shared ? .singleton : .perRequest) { _ in Nest(depth: depth) }
    return [ObjectIdentifier(Nest<Inner>.self)]
        + bindNests(Nest<Inner>.self, count: count, depth: depth + 1, shared: shared, on: container)
}

/// Resolves the `count` nested services from `container` and returns the depths their instances report, twice
/// each, with whether the two were the same instance.
private func resolveNests<Inner>(
    _: Inner.Type,
    count: Int,
    depth: Int = 0,
    from container: Container
) -> [(depth: Int, again: Int, same: Bool)] {
    guard depth < count else { return [] }
    let first: Nest<Inner> = container.resolve()
    let second: Nest<Inner> = container.resolve()
    return [(first.depth, second.depth, first === second)]
        + resolveNests(Nest<Inner>.self, count: count, depth: depth + 1, from: container)
}

/// The table the root publishes its products and per-request bindings in (`PublishedBindings`) shares slots by
/// probing and grows four times larger at three quarters full: every resolve still gets its own service's binding
/// when services collide, while and after the table grows, and when a service switches between a shared and a
/// per-request binding.
@Suite("What the root publishes: collisions, a growing table, a service rebound")
struct PublishedTableTests {
    /// More services than the first table takes (192 of its 256 slots): collisions in plenty, the table grows
    /// while they are resolved, every one is published, in the order first resolved, and every resolve, from the
    /// root and from a grandchild, gets its own service's binding.
    @Test func moreServicesThanTheFirstTableHoldsAreAllPublished() {
        let root = Container()
        let grandchild = root.makeChild().makeChild()
        let count = 220
        let keys = bindNests(Bottom.self, count: count, shared: false, on: root)
        #expect(Set(keys).count == count)
        for container in [grandchild, root] {
            let made = resolveNests(Bottom.self, count: count, from: container)
            #expect(made.map(\.depth) == Array(0..<count))
            #expect(made.map(\.again) == Array(0..<count))
            #expect(made.allSatisfy { !$0.same }, "per-request: a new instance each time")
        }
        #expect(keys.allSatisfy { root.published.isPublished($0, registration: true) })
        #expect(root.published.slotCount == PublishedBindings.initialCapacity * 4)
    }

    /// Shared products collide and grow the table as registrations do.
    @Test func moreSharedServicesThanTheFirstTableHoldsAreAllPublished() {
        let root = Container()
        let child = root.makeChild()
        let count = 210
        let keys = bindNests(Bottom.self, count: count, shared: true, on: root)
        let fromChild = resolveNests(Bottom.self, count: count, from: child)
        #expect(fromChild.map(\.depth) == Array(0..<count))
        #expect(fromChild.allSatisfy { $0.same }, "one product per service")
        #expect(resolveNests(Bottom.self, count: count, from: root).map(\.depth) == Array(0..<count))
        #expect(keys.allSatisfy { root.published.isPublished($0, registration: false) })
    }

    /// A service published before the table grew and rebound after: the new binding is what every container
    /// resolves, and the value is gone from the replaced table too, which a resolve that loaded it before the
    /// growth may still be reading.
    @Test func aServiceReboundAfterTheTableGrewIsUnpublishedFromEveryTable() {
        let root = Container()
        let count = 200
        let keys = bindNests(Bottom.self, count: count, shared: false, on: root)
        _ = resolveNests(Bottom.self, count: 100, from: root)
        let first = root.published.table
        #expect(root.published.value(of: keys[1], in: first) != 0)
        _ = resolveNests(Bottom.self, count: count, from: root)
        #expect(root.published.table != first, "the table grew")
        #expect(root.published.value(of: keys[1], in: first) != 0, "a replaced table keeps its values")

        root.bind(Nest<Nest<Bottom>>.self) { _ in Nest(depth: -1) }
        #expect(root.published.value(of: keys[1], in: first) == 0)
        #expect(!root.published.isPublished(keys[1], registration: true))
        let depths = resolveNests(Bottom.self, count: count, from: root.makeChild()).map(\.depth)
        #expect(depths == [0, -1] + Array(2..<count))
        #expect(
            keys.enumerated().allSatisfy {
                $0.offset == 1 || root.published.isPublished($0.element, registration: true)
            })
    }

    /// Threads resolving while the root publishes, and grows the table under them, each get their own service's
    /// binding: a resolve that loaded the replaced table reads it as it was.
    @Test func resolvesOnSeveralThreadsWhileTheTableGrowsGetTheirOwnBinding() {
        let root = Container()
        let grandchild = root.makeChild().makeChild()
        let count = 230
        _ = bindNests(Bottom.self, count: count, shared: false, on: root)
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            let made = resolveNests(Bottom.self, count: count, from: thread % 2 == 0 ? root : grandchild)
            results.append(made.map(\.depth) == Array(0..<count) && made.map(\.again) == Array(0..<count))
        }
        #expect(results.all == [true, true, true, true])
        #expect(root.published.slotCount == PublishedBindings.initialCapacity * 4)
    }

    /// Rebinding a published service replaces it even where it shares a probe sequence with others, and leaves
    /// the others published.
    @Test func rebindingOneOfManyLeavesTheOthersPublished() {
        let root = Container()
        let count = 120
        let keys = bindNests(Bottom.self, count: count, shared: false, on: root)
        _ = resolveNests(Bottom.self, count: count, from: root)
        root.bind(Nest<Nest<Bottom>>.self) { _ in Nest(depth: -1) }
        #expect((root.resolve() as Nest<Nest<Bottom>>).depth == -1)
        #expect(!root.published.isPublished(keys[1], registration: true))
        let others = keys.enumerated().filter { $0.offset != 1 }.map(\.element)
        #expect(others.allSatisfy { root.published.isPublished($0, registration: true) })
        let depths = resolveNests(Bottom.self, count: count, from: root.makeChild()).map(\.depth)
        #expect(depths == [0, -1] + Array(2..<count))
    }

    /// A service whose `.singleton` product was published, rebound per-request (published in the same slot),
    /// then `.singleton` again (not published again: the root keeps the first product until it goes): each
    /// resolve gets what the binding in force says.
    @Test func aServiceReboundBetweenSharedAndPerRequestResolvesAsItsBindingSays() {
        let root = Container()
        let child = root.makeChild()
        let key = ObjectIdentifier(Nest<Bottom>.self)
        root.bind(Nest<Bottom>.self, lifetime: .singleton) { _ in Nest(depth: 1) }
        #expect((child.resolve() as Nest<Bottom>) === (child.resolve() as Nest<Bottom>))
        #expect(root.published.isPublished(key, registration: false))

        root.bind(Nest<Bottom>.self) { _ in Nest(depth: 2) }
        let perRequest: [Nest<Bottom>] = [child.resolve(), child.resolve(), root.resolve()]
        #expect(perRequest.map(\.depth) == [2, 2, 2])
        #expect(perRequest[0] !== perRequest[1])
        #expect(root.published.isPublished(key, registration: true))

        root.bind(Nest<Bottom>.self, lifetime: .singleton) { _ in Nest(depth: 3) }
        let shared: [Nest<Bottom>] = [child.resolve(), root.resolve()]
        #expect(shared.map(\.depth) == [3, 3])
        #expect(shared[0] === shared[1])
        #expect(!root.published.isPublished(key, registration: false), "a service's product is published once")
        #expect(!root.published.isPublished(key, registration: true))
    }

}

/// What each thread of a test found, collected under a lock.
private final class Results: @unchecked Sendable {
    // `@unchecked Sendable`: `values` is guarded by `lock`.
    private let lock = NSLock()
    private var values: [Bool] = []

    func append(_ value: Bool) { lock.withLock { values.append(value) } }

    var all: [Bool] { lock.withLock { values } }
}
