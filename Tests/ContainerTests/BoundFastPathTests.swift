import Testing

@testable import HarborContainer

private protocol IBadge: AnyObject, Sendable {
    var label: String { get }
}

private final class Badge: IBadge {
    let label: String
    init(_ label: String) { self.label = label }
}

/// Service types for the many-bindings test: 255 distinct keys, more than a registration map's first table.
private struct Slot<Tag>: Sendable {
    let index: Int
}

/// The bound-service fast path (inlined into the caller) decides from a registration's lifetime, arguments and
/// product which resolves it answers itself; everything else must reach the full resolve and its checks. These
/// pin the edges of that decision and of the chain of maps it walks.
@Suite("The bound-service fast path hands everything it does not answer to the full resolve")
struct BoundFastPathTests {
    @Test func aSingletonBindingWithArgumentsResolvedWithoutArgumentsIsAMismatch() {
        let container = Container()
        container.bind((any IBadge).self, lifetime: .singleton) { (_, label: String) in Badge(label) }
        _ = container.resolve(args: "made") as any IBadge
        #expect(throws: ResolutionError.self) { try container.resolveOrThrow((any IBadge).self) }
        #expect((container.resolve(args: "made") as any IBadge).label == "made")
    }

    @Test func aSingletonWithoutArgumentsResolvedWithArgumentsIsAMismatch() {
        let container = Container()
        container.bind((any IBadge).self, lifetime: .singleton) { _ in Badge("shared") }
        let shared: any IBadge = container.resolve()
        #expect(throws: ResolutionError.self) { try container.resolveOrThrow((any IBadge).self, args: 7) }
        #expect(shared === container.resolve() as any IBadge)
    }

    @Test func aPerRequestBindingIsNotAnsweredForOtherArguments() {
        let container = Container()
        container.bind((any IBadge).self) { (_, label: String) in Badge(label) }
        #expect((container.resolve(args: "a") as any IBadge).label == "a")
        #expect(throws: ResolutionError.self) { try container.resolveOrThrow((any IBadge).self) }
        #expect(throws: ResolutionError.self) { try container.resolveOrThrow((any IBadge).self, args: 1) }
    }

    /// A scoped binding keeps one product per container: the full resolve makes it, the fast path reads it from
    /// the container that asks, and only while the binding that made it is still in force.
    @Test func aScopedBindingKeepsOneProductPerContainer() {
        let root = Container()
        root.bind((any IBadge).self, lifetime: .scoped) { _ in Badge("scoped") }
        let child = root.makeChild()
        let inChild: any IBadge = child.resolve()
        #expect(inChild === child.resolve() as any IBadge)
        #expect(inChild !== root.resolve() as any IBadge)
        #expect(root.resolve() as any IBadge === root.resolve() as any IBadge)
        #expect(child.makeChild().resolve() as any IBadge !== inChild)
    }

    /// A scoped product made under a binding that an ancestor then replaced is not read any more.
    @Test func aScopedProductOfAReplacedBindingIsNotRead() {
        let root = Container()
        root.bind((any IBadge).self, lifetime: .scoped) { _ in Badge("first") }
        let child = root.makeChild()
        let first: any IBadge = child.resolve()
        root.bind((any IBadge).self, lifetime: .scoped) { _ in Badge("second") }
        let second: any IBadge = child.resolve()
        #expect(second !== first)
        #expect(second.label == "second")
        #expect(child.resolve() as any IBadge === second)
    }

    /// A reset of the container that made a scoped product makes the next resolve make a new one.
    @Test func aScopedProductIsNotReadAfterAReset() {
        let root = Container()
        root.bind((any IBadge).self, lifetime: .scoped) { _ in Badge("scoped") }
        let child = root.makeChild()
        let before: any IBadge = child.resolve()
        child.reset()
        let after: any IBadge = child.resolve()
        #expect(after !== before)
        #expect(child.resolve() as any IBadge === after)
    }

    /// The chain is walked nearest first and ends with the root's map, however deep the tree.
    @Test func theNearestBindingWinsAtEveryDepth() {
        let root = Container()
        root.bind((any IBadge).self) { _ in Badge("root") }
        var containers = [root]
        for _ in 0..<5 { containers.append(containers.last!.makeChild()) }
        #expect(containers.allSatisfy { ($0.resolve() as any IBadge).label == "root" })
        containers[2].bind((any IBadge).self) { _ in Badge("middle") }
        #expect(
            containers.map { ($0.resolve() as any IBadge).label } == [
                "root", "root", "middle", "middle", "middle", "middle",
            ])
        containers[5].mock((any IBadge).self) { _ in Badge("leaf") }
        #expect((containers[5].resolve() as any IBadge).label == "leaf")
        #expect((containers[4].resolve() as any IBadge).label == "middle")
    }

    /// 255 keys grow a registration map several times; every binding must still be found, with its own factory.
    @Test func everyOneOfManyBindingsIsFoundAfterTheMapGrew() {
        let container = Container()
        var expected: [(resolve: () -> Int, value: Int)] = []
        // Distinct types made by wrapping `Int` in arrays and optionals, up to seven deep.
        func bindAll<Tag>(_: Tag.Type, depth: Int) {
            let value = expected.count
            container.bind(Slot<Tag>.self) { _ in Slot<Tag>(index: value) }
            expected.append(({ (container.resolve() as Slot<Tag>).index }, value))
            guard depth > 0 else { return }
            bindAll([Tag].self, depth: depth - 1)
            bindAll(Tag?.self, depth: depth - 1)
        }
        bindAll(Int.self, depth: 7)
        #expect(expected.count == 255)
        #expect(expected.allSatisfy { $0.resolve() == $0.value })
    }
}
