import Foundation
import HarborContainer
import HarborTesting
import Testing

@MainActor
private final class MainVM: @MainActor IPerRequest {
    init(container: any IContainer, args: Void) {}
}

@MainActor
private final class MainPresenter: @MainActor ISingleton {
    init(container: any IContainer, args: Void) {}
}

@MainActor
private final class MainDetailsVM: @MainActor IPerRequest {
    typealias Arguments = String
    init(container: any IContainer, args: String) {}
}

private protocol IRouter: AnyObject {}

@MainActor
private final class Router: IRouter {}

/// A nonisolated service that depends on a protocol bound with `bindOnMainActor`.
private final class RouterClient: IPerRequest {
    init(container: any IContainer, args: Void) throws(ResolutionError) {
        let _: any IRouter = try container.resolveOrThrow()
    }
}

// Generic helpers as apps write them: they compile for any type, so the compiler cannot check isolation.
private func make<S>(_ container: any IContainer) -> S { container.resolve() }
private func makeOrThrow<S>(_ container: any IContainer) throws(ResolutionError) -> S {
    try container.resolveOrThrow()
}
private func makeOrThrow<S, A>(_ container: any IContainer, args: A) throws(ResolutionError) -> S {
    try container.resolveOrThrow(S.self, args: args)
}

/// Runs `body` in a detached task (off the main actor) and returns what it threw.
private func failureOffTheMainActor(
    _ body: @escaping @Sendable () throws(ResolutionError) -> Void
) async -> ResolutionError? {
    await Task.detached { () -> ResolutionError? in
        do throws(ResolutionError) {
            try body()
            return nil
        } catch {
            return error
        }
    }.value
}

/// Runs `body` on a plain `Thread` and returns what it threw.
private func failureOnAThread(_ body: @escaping @Sendable () throws(ResolutionError) -> Void) async -> ResolutionError?
{
    await withCheckedContinuation { (continuation: CheckedContinuation<ResolutionError?, Never>) in
        Thread {
            do throws(ResolutionError) {
                try body()
                continuation.resume(returning: nil)
            } catch {
                continuation.resume(returning: error)
            }
        }.start()
    }
}

@Suite("A main-actor mistake blames the main actor")
struct MainActorBlameTests {
    /// What is not checked, as the Concurrency article says: generic code that reaches a type adopting its
    /// lifetime protocol with `@MainActor` off the main actor builds it on the calling thread (the Swift runtime
    /// tells no public API whether a conformance is isolated). Typed resolves of it do not compile there.
    @Test func aGenericResolveOffTheMainActorIsNotChecked() async {
        let container = Container()
        let error = await failureOnAThread { () throws(ResolutionError) in
            let _: MainVM = try makeOrThrow(container as any IContainer)
        }
        #expect(error == nil)
    }

    @Test func aMainActorBindingAsADependencyNamesTheChain() async {
        let container = Container()
        container.bindOnMainActor((any IRouter).self) { _ in Router() }
        let error = await failureOffTheMainActor { () throws(ResolutionError) in
            _ = try container.resolveOrThrow(RouterClient.self)
        }
        #expect(error?.kind == .mainActorRequired)
        #expect(error?.path == ["RouterClient", "any IRouter"])
        #expect(error?.mainActorCause == .binding)
        #expect(error?.description.contains("bound on the main actor (bindOnMainActor)") == true)
    }

    @Test func aMainActorTypeBoundOnTheMainActorWithArguments() async {
        let container = Container()
        container.bindOnMainActor(MainDetailsVM.self) { container, name in
            MainDetailsVM(container: container, args: name)
        }
        let error = await failureOffTheMainActor { () throws(ResolutionError) in
            let _: MainDetailsVM = try makeOrThrow(container, args: "Ada")
        }
        #expect(error?.kind == .mainActorRequired)
        #expect(error?.mainActorCause == .binding)
        #expect(error?.path == ["MainDetailsVM"])
    }

    @Test func aMainActorMockOfAMainActorType() async {
        let container = Container()
        container.mockOnMainActor(MainVM.self) { container in MainVM(container: container, args: ()) }
        let error = await failureOffTheMainActor { () throws(ResolutionError) in
            let _: MainVM = try makeOrThrow(container as any IContainer)
        }
        #expect(error?.kind == .mainActorRequired)
        #expect(error?.path == ["MainVM"])
        #expect(error?.mainActorCause == .mock)
        #expect(error?.description.contains("the mock of MainVM is made on the main actor (mockOnMainActor)") == true)
    }

    /// The positive twin: the same generic helper on the main actor resolves.
    @MainActor
    @Test func onTheMainActorTheGenericResolveWorks() throws {
        let container = Container()
        let viewModel: MainVM = try makeOrThrow(container as any IContainer)
        let presenter: MainPresenter = make(container)
        #expect(presenter === container.resolve() as MainPresenter)
        let provider: Provider<MainVM> = container.provider()
        let lazy: Lazy<MainPresenter> = container.lazy()
        #expect(provider() !== provider())
        #expect(lazy.value === presenter)
        _ = viewModel
    }

    /// The message the Errors article shows.
    @Test func theIsolatedConformanceMessage() {
        let error = ResolutionError(
            kind: .mainActorRequired,
            typeName: "OrdersVM",
            path: ["Worker", "OrdersVM"],
            mainActorCause: .isolatedConformance
        )
        #expect(
            error.description == """
                Harbor: OrdersVM is main-actor isolated (it adopts its lifetime protocol with @MainActor) and was \
                resolved off the main actor, through generic code the compiler cannot check (resolving Worker → \
                OrdersVM). Resolve it from main-actor code, where `let value: OrdersVM = container.resolve()` is \
                checked by the compiler. If a nonisolated type needs it, make that type depend on a protocol bound \
                with bindOnMainActor (resolved on the main actor) or with bind(_:lifetime:factory:) to a \
                nonisolated implementation (resolved anywhere).
                """
        )
    }

    /// A type that adopts no lifetime protocol is still reported as unbound, without a main-actor hint.
    @Test func anUnboundTypeIsStillUnbound() async {
        let container = Container()
        let error = await failureOffTheMainActor { () throws(ResolutionError) in
            let _: Router = try makeOrThrow(container as any IContainer)
        }
        #expect(error?.kind == .unbound)
        #expect(error?.description.contains("main actor") == false)
    }
}
