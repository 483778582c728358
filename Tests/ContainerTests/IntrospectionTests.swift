import HarborContainer
import Testing

private protocol IClock: AnyObject, Sendable {}
private final class SystemClock: IClock {}

private final class Store: ISingleton, Sendable {
    let clock: any IClock
    init(container: any IContainer, args: Void) { clock = container.resolve() }
}

private final class Screen: IPerRequest {
    let store: Store
    let session: Session
    init(container: any IContainer, args: Void) {
        store = container.resolve()
        session = container.resolve()
    }
}

private final class Session: IScoped, Sendable {
    init(container: any IContainer, args: Void) {}
}

@Suite("Introspection")
struct IntrospectionTests {
    let container: Container = {
        let container = Container(recordsDependencies: true)
        container.bind((any IClock).self, lifetime: .singleton) { _ in SystemClock() }
        return container
    }()

    @Test func text() {
        _ = container.resolve() as Screen
        _ = container.resolve() as Screen
        #expect(
            container.dependencyGraph.description == """
                Screen (per-request) → Session, Store
                Session (scoped)
                Store (singleton) → any IClock
                any IClock (singleton)
                """
        )
    }

    @Test func mermaid() {
        _ = container.resolve() as Screen
        #expect(
            container.dependencyGraph.mermaid == """
                graph TD
                    n0["Screen<br/>per-request"]
                    n1["Session<br/>scoped"]
                    n2["Store<br/>singleton"]
                    n3["any IClock<br/>singleton"]
                    n0 --> n1
                    n0 --> n2
                    n2 --> n3
                """
        )
    }

    @Test func mocksAreMarked() {
        let child = container.makeChild()
        child.mock(Session.self) { container in Session(container: container, args: ()) }
        _ = child.resolve() as Screen
        #expect(container.dependencyGraph.nodes.contains { $0.name == "Session" && $0.isMock })
    }

    @Test func emptyWhenNotRecording() {
        let plain = Container()
        plain.bind((any IClock).self) { _ in SystemClock() }
        _ = plain.resolve() as Screen
        #expect(plain.dependencyGraph.nodes.isEmpty)
    }
}
