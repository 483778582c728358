import HarborContainer
import HarborTesting
import Testing

private protocol IFormatter: AnyObject, Sendable {
    func format(_ value: Int) -> String
}

private final class Formatter: IFormatter {
    func format(_ value: Int) -> String { "\(value)" }
}

private protocol IRouter: AnyObject {}

@MainActor
private final class Router: IRouter {}

/// A non-throwing initializer whose dependency is missing.
private final class NeedsClock: IPerRequest {
    init(container: any IContainer, args: Void) {
        let _: any IFormatter = container.resolve()
    }
}

@Suite("Errors blame the right thing")
struct ErrorBlameTests {
    /// Before: "IFormatter takes arguments of type String but was resolved with Int … bind or mock IFormatter
    /// with Int arguments", as if the resolve were wrong.
    @Test func aMockWithOtherArgumentsIsNamedAsTheCulprit() {
        let container = Container()
        container.mock((any IFormatter).self) { (_, prefix: String) in Formatter() }
        #expect(throws: ResolutionError.self) { try container.resolveOrThrow((any IFormatter).self, args: 3) }
        do {
            _ = try container.resolveOrThrow((any IFormatter).self, args: 3)
        } catch {
            #expect(error.kind == .mockArgumentsMismatch(expected: "String", actual: "Int"))
            #expect(error.description.contains("Fix the mock"))
        }
    }

    @Test func aMissingArgsNeverSuggestsBinding() {
        let container = Container()
        container.bind((any IFormatter).self) { (_, prefix: String) in Formatter() }
        do {
            _ = try container.resolveOrThrow((any IFormatter).self)
            Issue.record("resolved without arguments")
        } catch {
            #expect(error.kind == .argumentsMismatch(expected: "String", actual: "()"))
            #expect(error.description.contains("Call resolve(args:) with String"))
            #expect(!error.description.contains("bind"))
        }
    }

    /// Before: `MainActor.assumeIsolated` stopped the program, even under `resolveOrThrow`.
    @Test func aMainActorBindingResolvedOffTheMainActorIsThrown() async {
        let container = Container()
        container.bindOnMainActor((any IRouter).self) { _ in Router() }
        let error = await Task.detached { () -> ResolutionError? in
            do throws(ResolutionError) {
                _ = try container.resolveOrThrow((any IRouter).self)
                return nil
            } catch {
                return error
            }
        }.value
        #expect(error?.kind == .mainActorRequired)
        #expect(error?.path == ["any IRouter"])
        #expect(error?.description.contains("bindOnMainActor") == true)
    }

    @Test func aFailureInsideANonThrowingInitUnderResolveOrThrowSaysHowToHandIt() async {
        let error = await captureResolutionFailure { _ = try? Container().resolveOrThrow(NeedsClock.self) }
        #expect(error?.kind == .unbound)
        #expect(error?.path == ["NeedsClock", "any IFormatter"])
        #expect(error?.description.contains("declare it throws(ResolutionError)") == true)
        // The hint changes the message only: the error equals one made with the same kind, type and path.
        #expect(
            error
                == ResolutionError(kind: .unbound, typeName: "any IFormatter", path: ["NeedsClock", "any IFormatter"]))
    }

    /// Before: the `resolveOrThrow` hint came with every failure inside an initializer, also when nobody
    /// called `resolveOrThrow`.
    @Test func aFailureNobodyWouldCatchGetsNoResolveOrThrowHint() async {
        let error = await captureResolutionFailure { _ = Container().resolve() as NeedsClock }
        #expect(error?.path == ["NeedsClock", "any IFormatter"])
        #expect(error?.description.contains("resolveOrThrow") == false)
        // Deeper: a non-throwing chain under a non-throwing resolve.
        let deep = await captureResolutionFailure { _ = Container().resolve() as HoldsNeedsClock }
        #expect(deep?.path == ["HoldsNeedsClock", "NeedsClock", "any IFormatter"])
        #expect(deep?.description.contains("resolveOrThrow") == false)
    }

    @Test func aFailureUnderANonThrowingResolveInsideResolveOrThrowGetsTheHint() async {
        // resolveOrThrow(HoldsNeedsClock) → plain resolve(NeedsClock) → plain resolve(any IFormatter): the
        // enclosing resolveOrThrow would have handled the failure, had the initializers handed it up.
        let error = await captureResolutionFailure { _ = try? Container().resolveOrThrow(HoldsNeedsClock.self) }
        #expect(error?.description.contains("declare it throws(ResolutionError)") == true)
    }

    @Test func aFailureHandedUpByThrowingInitializersIsThrownWithoutTheHint() {
        do {
            _ = try Container().resolveOrThrow(ThrowingNeedsClock.self)
            Issue.record("resolved without a formatter")
        } catch {
            #expect(error.path == ["ThrowingNeedsClock", "any IFormatter"])
            #expect(!error.description.contains("A non-throwing init"))
        }
    }
}

/// A non-throwing initializer that resolves ``NeedsClock`` with a plain resolve.
private final class HoldsNeedsClock: IPerRequest {
    init(container: any IContainer, args: Void) {
        _ = container.resolve() as NeedsClock
    }
}

/// An initializer that hands its dependency's failure up.
private final class ThrowingNeedsClock: IPerRequest {
    init(container: any IContainer, args: Void) throws(ResolutionError) {
        let _: any IFormatter = try container.resolveOrThrow()
    }
}
