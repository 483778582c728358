import HarborContainer
import HarborTesting
import Testing

private protocol IClock: AnyObject {}

private final class NeedsClock: IPerRequest {
    init(container: any IContainer, args: Void) { _ = container.resolve() as any IClock }
}

private protocol IFormatter: AnyObject {}
private final class Formatter: IFormatter {}

private final class OrdersVM: IPerRequest {
    init(container: any IContainer, args: Void) { _ = container.resolve() as OrdersProvider }
}

private final class OrdersProvider: IPerRequest {
    init(container: any IContainer, args: Void) { _ = container.resolve() as OrdersVM }
}

@Suite("Error messages")
struct ErrorMessageTests {
    @Test func unboundProtocol() {
        #expect(throws: ResolutionError(kind: .unbound, typeName: "any IClock", path: ["any IClock"])) {
            try Container().resolveOrThrow((any IClock).self)
        }
        let error = ResolutionError(kind: .unbound, typeName: "any IClock", path: ["NeedsClock", "any IClock"])
        #expect(
            error.description == """
                Harbor: nothing is bound to any IClock (resolving NeedsClock → any IClock). \
                Bind it at launch with container.bind((any IClock).self) { … }, mock it in tests with \
                container.mock((any IClock).self) { … }, or, for a class, adopt ISingleton or IPerRequest.
                """
        )
    }

    @Test func unboundProtocolInsideAnInitializer() async {
        let error = await captureResolutionFailure { _ = Container().resolve() as NeedsClock }
        #expect(error == ResolutionError(kind: .unbound, typeName: "any IClock", path: ["NeedsClock", "any IClock"]))
    }

    @Test func argumentsMismatch() {
        let container = Container()
        container.bind((any IFormatter).self) { (_: any IContainer, _: String) in Formatter() }
        #expect(throws: ResolutionError.self) { try container.resolveOrThrow((any IFormatter).self, args: 3) }
        do {
            _ = try container.resolveOrThrow((any IFormatter).self, args: 3)
        } catch {
            #expect(error.kind == .argumentsMismatch(expected: "String", actual: "Int"))
            #expect(error.pathDescription == "any IFormatter")
            #expect(
                error.description == """
                    Harbor: any IFormatter takes arguments of type String but was resolved with Int \
                    (resolving any IFormatter). Pass String to resolve(args:), or bind or mock any IFormatter \
                    with Int arguments.
                    """
            )
        }
    }

    @Test func cycle() async {
        let error = await captureResolutionFailure { _ = Container().resolve() as OrdersVM }
        #expect(error?.typeName == "OrdersVM")
        #expect(error?.pathDescription == "OrdersVM → OrdersProvider → OrdersVM")
        #expect(
            error?.description == """
                Harbor: dependency cycle: OrdersVM → OrdersProvider → OrdersVM. OrdersVM needs itself to be \
                built. Break the cycle: resolve one side later (in a method, not in init), pass the value in as \
                an argument, or depend on a protocol implemented elsewhere.
                """
        )
    }
}
