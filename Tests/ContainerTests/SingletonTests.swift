import HarborContainer
import Testing

private final class Service: ISingleton, Sendable {
    init(container: any IContainer, args: Void) {}
}

/// Keeps the container as the articles do: `unowned`.
private final class UsesContainer: ISingleton, Sendable {
    unowned let container: any IContainer
    init(container: any IContainer, args: Void) { self.container = container }

    func makeViewModel() -> OrderDetailsVM {
        container.resolve(args: Order(id: 5, name: "Later"))
    }
}

@Suite("Singleton")
struct SingletonTests {
    @Test func oneInstancePerContainer() {
        let container = Container()
        let first: Service = container.resolve()
        let second: Service = container.resolve()
        #expect(first === second)
    }

    @Test func eachContainerHasItsOwn() {
        let one = Container()
        let two = Container()
        #expect((one.resolve() as Service) !== (two.resolve() as Service))
    }

    @Test func diesWithItsContainer() {
        weak var weakService: Service?
        weak var weakContainer: Container?
        do {
            let container = Container()
            weakContainer = container
            weakService = container.resolve() as Service
            #expect(weakService != nil)
        }
        #expect(weakContainer == nil)
        #expect(weakService == nil)
    }

    @Test func anUnownedContainerWorksWhileTheContainerLives() {
        let container = Container()
        let service: UsesContainer = container.resolve()
        #expect(service.container === container)
        #expect(service.makeViewModel().order.id == 5)
    }

    @Test func anUnownedContainerDoesNotKeepItAlive() {
        weak var weakContainer: Container?
        weak var weakService: UsesContainer?
        do {
            let container = Container()
            weakContainer = container
            weakService = container.resolve() as UsesContainer
        }
        #expect(weakContainer == nil)
        #expect(weakService == nil)
    }
}
