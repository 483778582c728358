import HarborContainer
import Testing

// Threads resolving every lifetime while others mock, bind and reset: every resolve returns a live instance of
// what is in force, nothing is released twice or kept after its container lets it go. Run under TSan in CI.

/// Counts live instances of every stressed type.
private let stressAlive = Counter()

private final class StressSingleton: ISingleton, Sendable {
    init(container: any IContainer, args: Void) { stressAlive.increment() }
    deinit { stressAlive.decrement() }
}

private final class StressWeak: IWeakShared, Sendable {
    init(container: any IContainer, args: Void) { stressAlive.increment() }
    deinit { stressAlive.decrement() }
}

private final class StressScoped: IScoped, Sendable {
    let singleton: StressSingleton
    init(container: any IContainer, args: Void) {
        singleton = container.resolve()
        stressAlive.increment()
    }
    deinit { stressAlive.decrement() }
}

private final class StressGraph: IPerGraph, Sendable {
    init(container: any IContainer, args: Void) { stressAlive.increment() }
    deinit { stressAlive.decrement() }
}

private final class StressRequest: IPerRequest, Sendable {
    typealias Arguments = Int
    let graph: StressGraph
    let again: StressGraph
    let service: any IStressService
    init(container: any IContainer, args: Int) {
        graph = container.resolve()
        again = container.resolve()
        service = container.resolve()
        stressAlive.increment()
    }
    deinit { stressAlive.decrement() }
}

private protocol IStressService: AnyObject, Sendable {}
private protocol IStressKeyed: AnyObject, Sendable {}

private final class StressService: IStressService, IStressKeyed {
    init() { stressAlive.increment() }
    deinit { stressAlive.decrement() }
}

@Suite("Stress: every lifetime while others bind, mock and reset")
struct StressTests {
    @Test func resolvesStayCorrectWhileOthersWrite() async {
        let failures = Failures()
        do {
            let root = Container()
            root.bind((any IStressService).self, lifetime: .singleton) { _ in StressService() }
            root.bind((any IStressKeyed).self, lifetime: .singleton) { (_, _: Int) in StressService() }
            let children = (0..<3).map { _ in root.makeChild() }
            await onThreadsTogether(6) { index in
                let child = children[index % children.count]
                for round in 0..<300 {
                    switch index {
                    case 0:
                        // Binds, mocks and resets on the root.
                        root.bind((any IStressService).self, lifetime: round.isMultiple(of: 2) ? .singleton : .scoped) {
                            _ in StressService()
                        }
                        if round.isMultiple(of: 3) {
                            root.bind((any IStressKeyed).self, lifetime: round.isMultiple(of: 2) ? .singleton : .scoped)
                            {
                                (_, _: Int) in StressService()
                            }
                        }
                        if round.isMultiple(of: 7) { root.reset() }
                        if round.isMultiple(of: 11) { root.reset(StressSingleton.self) }
                    case 1:
                        // Mocks, removes mocks and resets on a child.
                        child.mock(StressSingleton.self) { container in StressSingleton(container: container, args: ())
                        }
                        child.removeMock(StressSingleton.self)
                        if round.isMultiple(of: 5) { child.reset() }
                    default:
                        let request: StressRequest = child.resolve(args: round)
                        if request.graph !== request.again { failures.record("a graph got two per-graph instances") }
                        _ = child.resolve() as StressScoped
                        _ = child.resolve() as StressSingleton
                        _ = child.resolve() as StressWeak
                        _ = child.resolve(args: round % 4) as any IStressKeyed
                        _ = child.makeChild().resolve() as StressScoped
                    }
                }
            }
            withExtendedLifetime(children) {}
        }
        #expect(failures.first.isEmpty)
        #expect(stressAlive.value == 0, "every instance is released once its containers are gone")
    }
}
