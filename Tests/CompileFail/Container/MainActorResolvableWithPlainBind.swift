// expected-error: main actor-isolated conformance of 'Router' to 'IResolvable' cannot be used in nonisolated context
// A protocol bound with `bind` to a main-actor type that declares its lifetime: the factory's typed resolve is
// checked by the compiler (`bindOnMainActor` is the binding that compiles).
import HarborContainer

protocol IRouter: AnyObject {}

@MainActor
final class Router: @MainActor IPerRequest, IRouter {
    init(container: any IContainer, args: Void) {}
}

@MainActor
func setUp(_ container: Container) {
    container.bind((any IRouter).self) { $0.resolve() as Router }
}
