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
