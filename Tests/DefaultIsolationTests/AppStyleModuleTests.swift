// This target is built with `.defaultIsolation(MainActor.self)`, like an Xcode 26 app: every type below is
// main-actor isolated without saying so, and adopts Harbor's protocols with plain conformances.
import HarborContainer
import HarborTesting
import Testing

protocol IGreetingService: AnyObject {
    func greeting(for name: String) -> String
}

final class GreetingService: IGreetingService, ISingleton {
    init(container: any IContainer, args: Void) {}
    func greeting(for name: String) -> String { "Hello, \(name)" }
}

final class GreetingVM: IPerRequest {
    typealias Arguments = String
    let text: String
    init(container: any IContainer, args: String) {
        let service: any IGreetingService = container.resolve()
        text = service.greeting(for: args)
    }
}

final class StubGreetingService: IGreetingService {
    func greeting(for name: String) -> String { "Hi, \(name)" }
}

/// Work that leaves the main actor opts out explicitly, as in an app.
nonisolated final class BackgroundLoader: ISingleton, Sendable {
    init(container: any IContainer, args: Void) {}
}

@Suite("App-style module (default main-actor isolation)")
struct AppStyleModuleTests {
    let container: Container = {
        let container = Container()
        container.bindOnMainActor((any IGreetingService).self) { $0.resolve() as GreetingService }
        return container
    }()

    @Test func plainConformancesResolve() {
        let viewModel: GreetingVM = container.resolve(args: "Ada")
        #expect(viewModel.text == "Hello, Ada")
        #expect((container.resolve() as GreetingService) === container.resolve() as GreetingService)
    }

    @Test func mocksWork() {
        let child = container.makeChild()
        child.mockOnMainActor((any IGreetingService).self) { _ in StubGreetingService() }
        #expect((child.resolve(args: "Ada") as GreetingVM).text == "Hi, Ada")
    }

    @Test func mainActorMocksOfSingletonsStayShared() {
        let child = container.makeChild()
        child.mockOnMainActor(GreetingService.self) { GreetingService(container: $0, args: ()) }
        #expect((child.resolve() as GreetingService) === child.resolve() as GreetingService)
    }

    @Test(.freshContainer) func theTraitWorks() {
        TestContainer.current.mockOnMainActor((any IGreetingService).self) { _ in StubGreetingService() }
        #expect((TestContainer.current.resolve(args: "Bo") as GreetingVM).text == "Hi, Bo")
    }

    @Test func nonisolatedServicesResolveOffTheMainActor() async {
        let container = self.container
        let loader = await Task.detached { container.resolve() as BackgroundLoader }.value
        #expect(loader === container.resolve() as BackgroundLoader)
    }
}
