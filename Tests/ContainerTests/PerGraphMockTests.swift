import HarborContainer
import Testing

private class Unit: IPerGraph, @unchecked Sendable {
    // `@unchecked Sendable`: no stored state; a non-final class can't be checked.
    required init(container: any IContainer, args: Void) {}
}

private final class StubUnit: Unit, @unchecked Sendable {}

/// Resolves Unit, mocks it on the container in the middle of its own graph, and resolves it again.
private final class MocksMidGraph: IPerRequest {
    typealias Arguments = Container
    let before: Unit
    let after: Unit
    let afterAgain: Unit
    init(container: any IContainer, args target: Container) {
        before = container.resolve()
        target.mock(Unit.self) { _ in StubUnit(container: target, args: ()) }
        after = container.resolve()
        afterAgain = container.resolve()
    }
}

@Suite("Per-graph values and mocks made mid-graph")
struct PerGraphMockTests {
    /// Before: the graph held the real Unit where the mock's Box was expected ("invalid unsafeDowncast").
    @Test func mockingAPerGraphTypeMidGraphMakesTheMock() {
        let container = Container()
        let graph: MocksMidGraph = container.resolve(args: container)
        #expect(!(graph.before is StubUnit))
        #expect(graph.after is StubUnit)
        #expect(graph.after === graph.afterAgain)
    }

    @Test func bindingFromAnotherThreadMidGraphIsSafe() async {
        let container = Container()
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for _ in 0..<2_000 { container.mock(Unit.self) { _ in StubUnit(container: container, args: ()) } }
            }
            group.addTask {
                for _ in 0..<2_000 {
                    let graph: PairOfUnits = container.resolve()
                    _ = graph
                }
            }
        }
    }
}

private final class PairOfUnits: IPerRequest {
    let first: Unit
    let second: Unit
    init(container: any IContainer, args: Void) {
        first = container.resolve()
        second = container.resolve()
    }
}
