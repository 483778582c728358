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

    @Test func aFailureInsideANonThrowingInitSaysHowToHandIt() async {
        let error = await captureResolutionFailure { _ = Container().resolve() as NeedsClock }
        #expect(error?.kind == .unbound)
        #expect(error?.path == ["NeedsClock", "any IFormatter"])
        #expect(error?.description.contains("declare it throws(ResolutionError)") == true)
    }
}
