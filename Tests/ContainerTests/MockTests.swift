import HarborContainer
import HarborTesting
import Testing

private class Analytics: ISingleton, @unchecked Sendable {
    // `@unchecked Sendable`: no stored state; a non-final class can't be checked.
    required init(container: any IContainer, args: Void) {}
    func event() -> String { "real" }
}

private final class AnalyticsSpy: Analytics, @unchecked Sendable {
    // `@unchecked Sendable`: no stored state.
    override func event() -> String { "spy" }
}

private final class Greeting: IPerRequest, Sendable {
    typealias Arguments = String
    let text: String
    init(container: any IContainer, args: String) { text = "Hello, \(args)" }
    init(text: String) { self.text = text }
}

private protocol IFormatter: AnyObject {
    func format(_ value: Int) -> String
}

private final class StubFormatter: IFormatter {
    let prefix: String
    init(prefix: String) { self.prefix = prefix }
    func format(_ value: Int) -> String { "\(prefix)\(value)" }
}

@Suite("Mocks")
struct MockTests {
    let root = Container()

    @Test func replaceASingletonInOneLine() {
        let container = root.makeChild()
        container.mock(Analytics.self) { container in AnalyticsSpy(container: container, args: ()) }
        #expect((container.resolve() as Analytics).event() == "spy")
        // A mocked singleton stays shared.
        #expect((container.resolve() as Analytics) === container.resolve() as Analytics)
        #expect((root.resolve() as Analytics).event() == "real")
    }

    @Test func replaceATypeThatTakesArguments() {
        let container = root.makeChild()
        container.mock(Greeting.self) { _, name in Greeting(text: "Stub for " + name) }
        #expect((container.resolve(args: "Ada") as Greeting).text == "Stub for Ada")
    }

    @Test func replaceATypeThatTakesArgumentsWithOneInstance() {
        let container = root.makeChild()
        let stub = Greeting(text: "Fixed")
        container.mock(Greeting.self, with: stub)
        #expect((container.resolve(args: "Ada") as Greeting) === stub)
    }

    @Test func replaceABoundProtocol() {
        root.bind((any IOrdersProvider).self) { $0.resolve() as LiveOrdersProvider }
        let container = root.makeChild()
        container.mock((any IOrdersProvider).self) { _ in StubOrdersProvider() }
        let viewModel: OrdersListVM = container.resolve()
        #expect(viewModel.provider.orders.first?.name == "Stub")
    }

    @Test func replaceWithAnInstance() {
        let container = root.makeChild()
        let stub = StubOrdersProvider()
        container.mock((any IOrdersProvider).self, with: stub)
        #expect((container.resolve() as any IOrdersProvider) === stub)
    }

    @Test func replaceABoundProtocolThatTakesArguments() {
        let container = root.makeChild()
        container.mock((any IFormatter).self) { _, prefix in StubFormatter(prefix: prefix) }
        let formatter: any IFormatter = container.resolve(args: "#")
        #expect(formatter.format(3) == "#3")
    }

    @Test func aMockWithOtherArgumentsIsReported() {
        let container = root.makeChild()
        container.mock((any IFormatter).self) { _, prefix in StubFormatter(prefix: prefix) }
        #expect(throws: ResolutionError.self) {
            try container.resolveOrThrow((any IFormatter).self, args: 1)
        }
    }

    /// A mock whose arguments differ from the type's own `Arguments` could never be used: reported at once.
    @Test func aMockOfAnIResolvableTypeWithOtherArgumentsIsReported() async {
        let error = await captureResolutionFailure {
            Container().mock(Greeting.self) { (_: any IContainer, number: Int) in Greeting(text: "\(number)") }
        }
        #expect(error?.kind == .argumentsMismatch(expected: "String", actual: "Int"))
        #expect(error?.typeName == "Greeting")
    }

    @Test func aMockCanBeReplaced() {
        let container = root.makeChild()
        container.mock((any IFormatter).self) { _ in StubFormatter(prefix: "a") }
        container.mock((any IFormatter).self) { _ in StubFormatter(prefix: "b") }
        #expect((container.resolve() as any IFormatter).format(1) == "b1")
    }
}
