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

/// The table the root publishes its products and per-request bindings in (`PublishedBindings`) has a fixed
/// capacity and shares slots by probing: every resolve still gets its own service's binding when services
/// collide, when the table is full, and when a service switches between a shared and a per-request binding.
@Suite("What the root publishes: collisions, a full table, a service rebound")
struct PublishedTableTests {
    /// More services than the table takes (192 of 256 slots): collisions in plenty, the first 192 resolved
    /// are published, the rest are resolved through the walk, and every resolve, from the root and from a
    /// grandchild, gets its own service's binding.
    @Test func moreServicesThanTheTableHoldsAllResolveToTheirOwnBinding() {
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
        let published = keys.filter { root.published.isPublished($0, registration: true) }
        #expect(published.count == PublishedBindings.capacity / 4 * 3)
        #expect(published == Array(keys.prefix(published.count)), "published in the order first resolved")
        #expect(!root.published.hasRoom)
    }

    /// Shared products collide and fill the table as registrations do.
    @Test func moreSharedServicesThanTheTableHoldsAllResolveToTheirOwnProduct() {
        let root = Container()
        let child = root.makeChild()
        let count = 210
        let keys = bindNests(Bottom.self, count: count, shared: true, on: root)
        let fromChild = resolveNests(Bottom.self, count: count, from: child)
        #expect(fromChild.map(\.depth) == Array(0..<count))
        #expect(fromChild.allSatisfy { $0.same }, "one product per service")
        #expect(resolveNests(Bottom.self, count: count, from: root).map(\.depth) == Array(0..<count))
        #expect(
            keys.filter { root.published.isPublished($0, registration: false) }.count == PublishedBindings.capacity / 4
                * 3)
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
