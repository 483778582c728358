import HarborContainer
import Testing

private final class Service: IPerRequest {
    typealias Arguments = Int
    let id: Int
    init(container: any IContainer, args: Int) { id = -1 }
    init(id: Int) { self.id = id }
}

@Suite("Parallel overrides")
struct ParallelOverrideTests {
    /// Many tasks, each with its own child and its own mocks, resolving at the same time: each sees only its
    /// own.
    @Test func tasksWithTheirOwnChildrenDoNotInterfere() async {
        let app = Container()
        app.bind((any IOrdersProvider).self) { $0.resolve() as LiveOrdersProvider }
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<200 {
                group.addTask {
                    let container = app.makeChild()
                    container.mock((any IOrdersProvider).self) { _ in
                        StubOrdersProvider(orders: [Order(id: task, name: "Task \(task)")])
                    }
                    container.mock(Service.self) { _, args in Service(id: task * 1000 + args) }
                    var mismatches = 0
                    for round in 0..<50 {
                        let viewModel: OrdersListVM = container.resolve()
                        if viewModel.provider.orders.first?.id != task { mismatches += 1 }
                        if (container.resolve(args: round) as Service).id != task * 1000 + round { mismatches += 1 }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
        #expect((app.resolve() as any IOrdersProvider) is LiveOrdersProvider)
    }
}
