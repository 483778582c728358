import HarborContainer
import HarborTesting
import Testing

private protocol IUnbound: AnyObject {}

private final class NeedsUnbound: IPerRequest {
    init(container: any IContainer, args: Void) { _ = container.resolve() as any IUnbound }
}

private final class Fine: IPerRequest {
    init(container: any IContainer, args: Void) {}
}

@Suite("Fatal errors")
struct FatalErrorTests {
    /// By default a failed resolve stops the process with the message on stderr.
    @Test func theDefaultStopsTheProcessWithTheMessage() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Container().resolve() as any IUnbound
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Harbor: nothing is bound to any IUnbound (resolving any IUnbound)."))
    }

    /// A failure inside a dependency's initializer stops the process too, naming the whole path.
    @Test func aNestedFailureStopsTheProcess() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Container().resolve() as NeedsUnbound
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("resolving NeedsUnbound → any IUnbound"))
    }

    /// A task's handler is set and read synchronously, and is gone after the call. Swift 6.3 crashed here in
    /// release builds when the handler was stored in the task-local as a bare optional closure.
    @Test func aTaskHandlerIsSetForTheCallOnly() {
        let handler: @Sendable (ResolutionError) -> Never = { _ in fatalError("not called") }
        let seen = Container.withFatalErrorHandler(handler) { Container.scopedFatalErrorHandler != nil }
        #expect(seen)
        #expect(Container.scopedFatalErrorHandler == nil)
    }

    /// The scoped handler sees failures the throwing resolve cannot throw (nested in an initializer).
    @Test func theScopedHandlerSeesNestedFailures() async {
        let error = await captureResolutionFailure {
            _ = try? Container().resolveOrThrow(NeedsUnbound.self)
        }
        #expect(error?.kind == .unbound)
        #expect(error?.path == ["NeedsUnbound", "any IUnbound"])
    }

    @Test func captureReturnsNilWithoutAFailure() async {
        let error = await captureResolutionFailure { _ = Container().resolve() as Fine }
        #expect(error == nil)
    }
}
