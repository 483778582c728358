import HarborContainer
import Testing

private protocol IClock: AnyObject, Sendable {}
private final class SystemClock: IClock {}

private protocol IGreeter: AnyObject {
    var greeting: String { get }
}

private final class Greeter: IGreeter, IPerRequest {
    typealias Arguments = String
    let greeting: String
    init(container: any IContainer, args: String) { greeting = "Hello, \(args)" }
}

private protocol ISession: AnyObject, Sendable {}
private final class UserSession: ISession, IScoped, Sendable {
    init(container: any IContainer, args: Void) {}
}

private protocol IValueService {
    var value: Int { get }
}
private struct ValueService: IValueService {
    let value: Int
}

@Suite("Bindings")
struct BindingTests {
    let container = Container()

    @Test func theImplementationsOwnLifetimeApplies() {
        container.bind((any IOrdersProvider).self) { $0.resolve() as LiveOrdersProvider }
        let first: any IOrdersProvider = container.resolve()
        let second: any IOrdersProvider = container.resolve()
        #expect(first is LiveOrdersProvider)
        #expect(first === second)
        #expect(first === container.resolve() as LiveOrdersProvider)
    }

    @Test func perRequestBinding() {
        container.bind((any IClock).self) { _ in SystemClock() }
        #expect((container.resolve() as any IClock) !== container.resolve() as any IClock)
    }

    @Test func singletonBinding() {
        container.bind((any IClock).self, lifetime: .singleton) { _ in SystemClock() }
        let child = container.makeChild()
        #expect((container.resolve() as any IClock) === child.resolve() as any IClock)
    }

    @Test func scopedBinding() {
        container.bind((any IClock).self, lifetime: .scoped) { _ in SystemClock() }
        let child = container.makeChild()
        #expect((child.resolve() as any IClock) === child.resolve() as any IClock)
        #expect((child.resolve() as any IClock) !== container.resolve() as any IClock)
    }

    @Test func scopedImplementation() {
        container.bind((any ISession).self) { $0.resolve() as UserSession }
        let child = container.makeChild()
        #expect((child.resolve() as any ISession) === child.resolve() as any ISession)
        #expect((child.resolve() as any ISession) !== container.resolve() as any ISession)
    }

    @Test func typedArguments() {
        container.bind((any IGreeter).self) { container, name in container.resolve(args: name) as Greeter }
        let greeter: any IGreeter = container.resolve(args: "Ada")
        #expect(greeter.greeting == "Hello, Ada")
    }

    @Test func aValueTypeService() {
        container.bind((any IValueService).self, lifetime: .singleton) { _ in ValueService(value: 42) }
        #expect((container.resolve() as any IValueService).value == 42)
    }

    @Test func rebindingReplacesForLaterResolves() {
        container.bind((any IValueService).self) { _ in ValueService(value: 1) }
        #expect((container.resolve() as any IValueService).value == 1)
        container.bind((any IValueService).self) { _ in ValueService(value: 2) }
        #expect((container.resolve() as any IValueService).value == 2)
    }

    @Test func argumentsOfAnotherTypeThrow() {
        container.bind((any IGreeter).self) { container, name in container.resolve(args: name) as Greeter }
        #expect(throws: ResolutionError.self) {
            try container.resolveOrThrow((any IGreeter).self, args: 42)
        }
        #expect(throws: ResolutionError.self) {
            try container.resolveOrThrow((any IGreeter).self)
        }
    }

    @Test func anUnboundProtocolThrows() {
        #expect(throws: ResolutionError.self) {
            try container.resolveOrThrow((any IClock).self)
        }
    }
}
