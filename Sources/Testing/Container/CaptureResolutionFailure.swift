import Foundation
import HarborContainer

/// Runs `body` on a dedicated thread and returns the `ResolutionError` a non-throwing resolve in it failed
/// with, or `nil` when `body` finished without one.
///
/// ```swift
/// @Test func reportsCycle() async {
///     let error = await captureResolutionFailure { _ = Container().resolve() as OrdersVM }
///     #expect(error?.pathDescription == "OrdersVM → OrdersProvider → OrdersVM")
/// }
/// ```
///
/// A failed `resolve()` cannot return: Harbor's handlers never return (`Never`). So `body` runs on a new
/// Foundation `Thread` inside `Container.withFatalErrorHandler`; on a failure the
/// handler records the error, resumes the awaiting test and then parks that thread for good, so it never
/// returns into the initializer that failed. The parked thread, everything it holds, and the container it
/// resolved from are abandoned: use a container made for the test, never a shared one, since a singleton
/// whose creation the failure interrupted stays "being created" and other resolves of it would wait forever.
///
/// This also catches failures that `resolveOrThrow` cannot throw: those inside a dependency's initializer
/// (a nested `resolve()`), which only the handler sees.
///
/// - Parameter body: The code that resolves; it runs on its own thread, not on the calling task.
/// - Returns: The error the first failing resolve reported, or `nil`.
public func captureResolutionFailure(_ body: @escaping @Sendable () -> Void) async -> ResolutionError? {
    await withCheckedContinuation { (continuation: CheckedContinuation<ResolutionError?, Never>) in
        let once = ResumeOnce(continuation)
        let thread = Thread {
            let handler: @Sendable (ResolutionError) -> Never = { error in
                once.resume(returning: error)
                parkForever()
            }
            Container.withFatalErrorHandler(handler) { body() }
            once.resume(returning: nil)
        }
        // Room for deep graphs: the default secondary-thread stack is small.
        thread.stackSize = 8 << 20
        thread.start()
    }
}

/// Resumes a continuation at most once (the handler and the end of `body` may both try).
///
/// `@unchecked Sendable`: `continuation` is taken under `lock`.
private final class ResumeOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<ResolutionError?, Never>?

    init(_ continuation: CheckedContinuation<ResolutionError?, Never>) {
        self.continuation = continuation
    }

    func resume(returning error: ResolutionError?) {
        let taken = lock.withLock {
            defer { continuation = nil }
            return continuation
        }
        taken?.resume(returning: error)
    }
}

/// Blocks the calling thread for good.
private func parkForever() -> Never {
    let condition = NSCondition()
    condition.lock()
    while true { condition.wait() }
}
