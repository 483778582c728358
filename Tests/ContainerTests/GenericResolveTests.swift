import HarborContainer
import Testing

private final class GenericPlain: IPerRequest {
    init(container: any IContainer, args: Void) {}
}

private final class GenericShared: ISingleton, Sendable {
    init(container: any IContainer, args: Void) {}
}

private final class GenericNamed: IPerRequest {
    typealias Arguments = String
    let name: String
    init(container: any IContainer, args: String) { name = args }
}

/// A generic helper as apps write them (Swinject's `resolve(_:)`, Factory's `@Injected`).
private func make<S>(_ container: any IContainer) -> S { container.resolve() }
private func makeOrThrow<S>(_ container: any IContainer) throws(ResolutionError) -> S { try container.resolveOrThrow() }
private func make<S, A>(_ container: any IContainer, args: A) -> S { container.resolve(args: args) }

@Suite("Generic code resolves self-declared types")
struct GenericResolveTests {
    @Test func aPerRequestTypeResolvesThroughAGenericHelper() throws {
        let container = Container()
        let plain: GenericPlain = make(container)
        let thrown: GenericPlain = try makeOrThrow(container)
        #expect(plain !== thrown)
    }

    @Test func aSingletonKeepsItsLifetimeThroughAGenericHelper() throws {
        let container = Container()
        let first: GenericShared = make(container)
        let second: GenericShared = try makeOrThrow(container)
        #expect(first === second)
        #expect(first === container.resolve() as GenericShared)
    }

    @Test func argumentsReachTheInitializer() {
        let named: GenericNamed = make(Container(), args: "Ada")
        #expect(named.name == "Ada")
    }

    @Test func aMockReplacesTheTypeInGenericCode() {
        let container = Container()
        let stub = GenericShared(container: container, args: ())
        container.mock(GenericShared.self, with: stub)
        #expect((make(container) as GenericShared) === stub)
    }

    @Test func wrongArgumentsAreReportedAsSuchNotAsUnbound() {
        let expected = ResolutionError(
            kind: .argumentsMismatch(expected: "String", actual: "Int"),
            typeName: "GenericNamed",
            path: ["GenericNamed"]
        )
        #expect(throws: expected) { try Container().resolveOrThrow(GenericNamed.self, args: 5) }
    }
}
