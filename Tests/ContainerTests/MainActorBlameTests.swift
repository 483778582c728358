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

/// A nonisolated service whose initializer reaches a main-actor type through generic code.
private final class Worker: IPerRequest {
    init(container: any IContainer, args: Void) throws(ResolutionError) {
        let _: MainVM = try makeOrThrow(container)
    }
}

/// The same with a non-throwing initializer: the failure goes to the fatal-error handler.
private final class PlainWorker: IPerRequest {
    init(container: any IContainer, args: Void) {
        let _: MainVM = make(container)
    }
}

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
private func makeOrThrow<S>(_ container: Container) throws(ResolutionError) -> S {
    try container.resolveOrThrow(S.self, args: ())
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
    /// Before: "nothing is bound to MainVM … adopt ISingleton or IPerRequest", which it does.
    @Test func aGenericResolveOfAMainActorTypeOffTheMainActorSaysSo() async {
        let container = Container()
        let error = await failureOffTheMainActor { () throws(ResolutionError) in
            let _: MainVM = try makeOrThrow(container as any IContainer)
        }
        #expect(error?.kind == .mainActorRequired)
        #expect(error?.path == ["MainVM"])
        #expect(error?.mainActorCause == .isolatedConformance)
        #expect(error?.description.contains("MainVM is main-actor isolated") == true)
        #expect(error?.description.contains("Resolve it from main-actor code") == true)
        #expect(error?.description.contains("nothing is bound") == false)
    }

    @Test func throughAConcreteContainerToo() async {
        let container = Container()
        let error = await failureOffTheMainActor { () throws(ResolutionError) in
            let _: MainVM = try makeOrThrow(container)
        }
        #expect(error?.kind == .mainActorRequired)
    }

    @Test func fromAChildContainerToo() async {
        let child = Container().makeChild()
        let error = await failureOffTheMainActor { () throws(ResolutionError) in
            let _: MainPresenter = try makeOrThrow(child as any IContainer)
        }
        #expect(error?.kind == .mainActorRequired)
        #expect(error?.path == ["MainPresenter"])
    }

    @Test func fromAPlainThreadToo() async {
        let container = Container()
        let error = await failureOnAThread { () throws(ResolutionError) in
            let _: MainVM = try makeOrThrow(container as any IContainer)
        }
        #expect(error?.kind == .mainActorRequired)
    }

    @Test func aMainActorSingletonAlreadyMadeOnTheMainActor() async {
        let container = Container()
        _ = await MainActor.run { container.resolve() as MainPresenter }
        let error = await failureOffTheMainActor { () throws(ResolutionError) in
            let _: MainPresenter = try makeOrThrow(container as any IContainer)
        }
        #expect(error?.kind == .mainActorRequired)
        #expect(error?.path == ["MainPresenter"])
    }

    @Test func withArguments() async {
        let container = Container()
        let error = await failureOffTheMainActor { () throws(ResolutionError) in
            let _: MainDetailsVM = try makeOrThrow(container, args: "Ada")
        }
        #expect(error?.kind == .mainActorRequired)
        #expect(error?.path == ["MainDetailsVM"])
    }

    @Test func inAnOptionalContext() async {
        let container = Container()
        let error = await failureOffTheMainActor { () throws(ResolutionError) in
            let _: MainVM? = try makeOrThrow(container as any IContainer)
        }
        #expect(error?.kind == .mainActorRequired)
    }

    @Test func asTheDependencyOfANonisolatedTypeThePathNamesTheChain() async {
        let container = Container()
        let error = await failureOffTheMainActor { () throws(ResolutionError) in
            _ = try container.resolveOrThrow(Worker.self)
        }
        #expect(error?.kind == .mainActorRequired)
        #expect(error?.path == ["Worker", "MainVM"])
        #expect(error?.description.contains("(resolving Worker → MainVM)") == true)
    }

    @Test func asTheDependencyOfANonThrowingInitializer() async {
        let container = Container()
        let error = await captureResolutionFailure { _ = container.resolve() as PlainWorker }
        #expect(error?.kind == .mainActorRequired)
        #expect(error?.path == ["PlainWorker", "MainVM"])
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

    /// Before: the non-throwing generic resolve ran `MainVM.init` on the calling thread and returned.
    @Test func theNonThrowingGenericResolveStopsWithTheMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let finished = DispatchSemaphore(value: 0)
            Thread {
                let _: MainVM = make(Container())
                finished.signal()
            }.start()
            // A resolve that neither stops the process nor returns lets the child exit normally, which fails.
            let stopped = finished.wait(timeout: .now() + 30) == .success
            #expect(stopped, "timed out waiting for the resolve to stop the process")
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Harbor: MainVM is main-actor isolated"))
    }

    /// A `Provider` or `Lazy` of a main-actor type, made on the main actor, resolves through the untyped path
    /// (their typed forms need a nonisolated conformance): called off the main actor, it says so.
    @Test func aProviderOfAMainActorTypeCalledOffTheMainActor() async {
        let container = Container()
        let provider: Provider<MainVM> = await MainActor.run { container.provider() }
        let error = await captureResolutionFailure { _ = provider() }
        #expect(error?.kind == .mainActorRequired)
        #expect(error?.path == ["MainVM"])
    }

    @Test func aLazyMainActorTypeReadOffTheMainActor() async {
        let container = Container()
        let lazy: Lazy<MainPresenter> = await MainActor.run { container.lazy() }
        let error = await captureResolutionFailure { _ = lazy.value }
        #expect(error?.kind == .mainActorRequired)
        #expect(error?.path == ["MainPresenter"])
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
