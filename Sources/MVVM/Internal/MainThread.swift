import Dispatch

/// Marks the main queue, so ``isOnMainQueue()`` can tell whether the caller runs on it.
/// Swift runs a global's initializer exactly once, thread-safely.
private let mainQueueKey: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
}()

/// Whether the caller runs on the main queue, which is where the main actor runs. (On Linux test runners the main
/// queue may be drained by a thread other than the process's first one, so `Thread.isMainThread` is not the test.)
func isOnMainQueue() -> Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) != nil
}

/// Runs `body` on the main actor: synchronously when the caller is already on the main queue, otherwise
/// asynchronously on the main queue (in the order of the calls). `target` is held weakly until then; if it is
/// gone by the time the main queue runs the work, nothing happens.
func performOnMain<Target: AnyObject & Sendable, Message: Sendable>(
    _ target: Target,
    _ message: Message,
    _ body: @escaping @MainActor @Sendable (Target, Message) -> Void
) {
    if isOnMainQueue() {
        MainActor.assumeIsolated { body(target, message) }
    } else {
        DispatchQueue.main.async { [weak target] in
            guard let target else { return }
            MainActor.assumeIsolated { body(target, message) }
        }
    }
}
