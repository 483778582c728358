import HarborContainer
import Testing

final class SmokeSingleton: ISingleton {
    required init(container: any IContainer, args: Void) {}
}

final class SmokeVM: IPerRequest {
    typealias Arguments = String
    let name: String
    let singleton: SmokeSingleton
    required init(container: any IContainer, args: String) {
        name = args
        singleton = container.resolve()
    }
}

protocol ISmokeService: AnyObject {}
final class SmokeService: ISmokeService, IPerRequest {
    required init(container: any IContainer, args: Void) {}
}

@Test func smoke() async throws {
    let container = Container(recordsDependencies: true)
    container.bind((any ISmokeService).self) { $0.resolve() as SmokeService }
    let a: SmokeVM = container.resolve(args: "a")
    let b: SmokeVM = container.resolve(args: "b")
    #expect(a !== b)
    #expect(a.singleton === b.singleton)
    #expect(a.name == "a")
    let s: any ISmokeService = container.resolve()
    #expect(s is SmokeService)
    #expect(throws: ResolutionError.self) { try container.resolveOrThrow(Int.self) }
    await withTaskGroup(of: ObjectIdentifier.self) { group in
        let c = Container()
        for _ in 0..<64 { group.addTask { ObjectIdentifier(c.resolve() as SmokeSingleton) } }
        var ids = Set<ObjectIdentifier>()
        for await id in group { ids.insert(id) }
        #expect(ids.count == 1)
    }
    print(container.dependencyGraph)
    print(container.dependencyGraph.mermaid)
}
