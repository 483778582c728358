import HarborContainer
import Testing

/// Waits until all 64 threads are about to resolve, then works a while, so the others pile up behind it.
private final class GatedSingleton: ISingleton, Sendable {
    static let inits = Counter()
    static let ready = Barrier(count: 64)
    let work: UInt64
    init(container: any IContainer, args: Void) {
        GatedSingleton.inits.increment()
        GatedSingleton.ready.gate.wait()
        work = busyWork()
    }
}

private final class BusySingleton: ISingleton, Sendable {
    static let inits = Counter()
    let work: UInt64
    init(container: any IContainer, args: Void) {
        BusySingleton.inits.increment()
        work = busyWork()
    }
}

@Suite("First-resolve race")
struct FirstResolveRaceTests {
    @Test func sixtyFourThreadsGetOneInstance() async {
        let container = Container()
        let ids = IDs()
        await onThreads(64) { _ in
            GatedSingleton.ready.arrive()
            ids.insert(ObjectIdentifier(container.resolve() as GatedSingleton))
        }
        #expect(!GatedSingleton.ready.timedOut, "the initializer gave up waiting for the threads to arrive")
        #expect(GatedSingleton.inits.value == 1)
        #expect(ids.count == 1)
    }

    @Test func sixtyFourTasksGetOneInstance() async {
        let container = Container()
        let ids = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<64 {
                group.addTask { ObjectIdentifier(container.resolve() as BusySingleton) }
            }
            return await group.reduce(into: Set()) { $0.insert($1) }
        }
        #expect(BusySingleton.inits.value == 1)
        #expect(ids.count == 1)
    }
}
