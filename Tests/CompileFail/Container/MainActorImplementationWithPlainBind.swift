// expected-error: call to main actor-isolated initializer 'init()' in a synchronous nonisolated context
// A protocol bound with `bind` to a main-actor implementation: its factory may run on any thread, so it must
// not compile (the article "Main-actor types" points to `bindOnMainActor`, whose factory runs on the main actor).
import HarborContainer

protocol IRouter: AnyObject {}

@MainActor
final class Router: IRouter {
    init() {}
}

@MainActor
func setUp(_ container: Container) {
    container.bind((any IRouter).self) { _ in Router() }
}
