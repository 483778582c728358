import Dispatch
import Foundation

/// Runs `body` on the main actor: synchronously when the caller is already on the main thread, otherwise
/// asynchronously on the main queue (in the order of the calls). `target` is held weakly until then; if it is
/// gone by the time the main queue runs the work, nothing happens.
func performOnMain<Target: AnyObject & Sendable, Message: Sendable>(
    _ target: Target,
    _ message: Message,
    _ body: @escaping @MainActor @Sendable (Target, Message) -> Void
) {
    if Thread.isMainThread {
        MainActor.assumeIsolated { body(target, message) }
    } else {
        DispatchQueue.main.async { [weak target] in
            guard let target else { return }
            MainActor.assumeIsolated { body(target, message) }
        }
    }
}
