import Dispatch

/// Marks the main queue, so ``runsOnMainQueue()`` can tell whether the caller runs on it.
private let mainQueueMarker: DispatchSpecificKey<UInt8> = {
    let key = DispatchSpecificKey<UInt8>()
    DispatchQueue.main.setSpecific(key: key, value: 1)
    return key
}()

/// Whether the caller runs on the main queue, which is where the main actor runs: the check before
/// `MainActor.assumeIsolated`, so that a call from another thread can be reported instead of trapping.
/// (On Linux the main queue may be drained by a thread other than the process's first one, so
/// `Thread.isMainThread` is not the test.)
package func runsOnMainQueue() -> Bool {
    DispatchQueue.getSpecific(key: mainQueueMarker) != nil
}
