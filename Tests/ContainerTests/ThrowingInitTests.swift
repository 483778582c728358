import HarborContainer
import Testing

private protocol IPlugin: AnyObject {}

private final class PluginHost: IPerRequest {
    let plugin: any IPlugin

    required init(container: any IContainer, args: Void) throws(ResolutionError) {
        plugin = try container.resolveOrThrow()
    }
}

private final class Plugin: IPlugin, IPerRequest {
    required init(container: any IContainer, args: Void) {}
}

private final class ThrowingLeft: IPerRequest {
    let right: ThrowingRight

    required init(container: any IContainer, args: Void) throws(ResolutionError) {
        right = try container.resolveOrThrow()
    }
}

private final class ThrowingRight: IPerRequest {
    let left: ThrowingLeft

    required init(container: any IContainer, args: Void) throws(ResolutionError) {
        left = try container.resolveOrThrow()
    }
}

@Suite("Throwing initializers")
struct ThrowingInitTests {
    @Test("a throwing init hands an unbound dependency to the caller's resolveOrThrow")
    func unboundDependencyIsThrown() {
        let container = Container()
        #expect(throws: ResolutionError.self) { try container.resolveOrThrow(PluginHost.self) }
        do {
            _ = try container.resolveOrThrow(PluginHost.self)
        } catch {
            #expect(error.kind == .unbound)
            #expect(error.path == ["PluginHost", "any IPlugin"])
        }
    }

    @Test("the same type resolves once its dependency is bound")
    func boundDependencyResolves() throws {
        let container = Container()
        container.bind((any IPlugin).self) { $0.resolve() as Plugin }
        let host = try container.resolveOrThrow(PluginHost.self)
        #expect(host.plugin is Plugin)
    }

    @Test("a cycle through throwing initializers is thrown, not fatal")
    func cycleIsThrown() {
        let container = Container()
        do {
            _ = try container.resolveOrThrow(ThrowingLeft.self)
            Issue.record("expected a cycle")
        } catch {
            #expect(error.kind == .cycle)
            #expect(error.path.first == "ThrowingLeft" || error.path.first == "ThrowingRight")
            #expect(error.path.first == error.path.last)
        }
    }
}
