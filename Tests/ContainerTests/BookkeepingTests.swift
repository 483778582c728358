import Testing

@testable import HarborContainer

private final class Leaf: ISingleton, Sendable {
    init(container: any IContainer, args: Void) {}
}

private final class Unit: IPerGraph {
    init(container: any IContainer, args: Void) {}
}

private final class Item: IPerRequest {
    typealias Arguments = Int
    let leaf: Leaf
    let unit: Unit
    init(container: any IContainer, args: Int) {
        leaf = container.resolve()
        unit = container.resolve()
    }
}

private protocol IThing: AnyObject {}
private final class Thing: IThing {}

@Suite("Bookkeeping")
struct BookkeepingTests {
    /// Swinject's default scope grows with every resolve (Swinject's issue #510); Harbor keeps nothing per resolve.
    @Test(arguments: [false, true])
    func manyResolvesKeepNothing(recording: Bool) {
        let container = Container(recordsDependencies: recording)
        container.bind((any IThing).self) { _ in Thing() }
        let child = container.makeChild()
        _ = child.resolve(args: 0) as Item
        _ = child.resolve() as any IThing
        let before = (container.bookkeeping, child.bookkeeping)
        for round in 0..<100_000 {
            _ = child.resolve(args: round) as Item
            _ = child.resolve() as any IThing
        }
        #expect(container.bookkeeping == before.0)
        #expect(child.bookkeeping == before.1)
        #expect(child.bookkeeping.stackDepth == 0)
        #expect(child.bookkeeping.graphInstances == 0)
    }
}
