import HarborContainer
import Testing

@MainActor
private final class MainVM: @MainActor IPerRequest {
    typealias Arguments = String
    var title: String
    let presenter: MainPresenter
    init(container: any IContainer, args: String) {
        title = args
        presenter = container.resolve()
    }
}

@MainActor
private final class MainPresenter: @MainActor ISingleton {
    init(container: any IContainer, args: Void) {}
}

private final class Background: ISingleton, Sendable {
    init(container: any IContainer, args: Void) {}
}

@Suite("Swift 6 isolation")
struct IsolationTests {
    @MainActor
    @Test func mainActorTypesResolveFromMainActorCode() {
        let container = Container()
        let viewModel: MainVM = container.resolve(args: "Orders")
        let other: MainVM = container.resolve(args: "Other")
        #expect(viewModel.title == "Orders")
        #expect(viewModel !== other)
        #expect(viewModel.presenter === other.presenter)
    }

    @Test func aNonisolatedSingletonResolvesFromADetachedTask() async {
        let container = Container()
        let fromDetached = await Task.detached { container.resolve() as Background }.value
        #expect(fromDetached === container.resolve() as Background)
    }
}
