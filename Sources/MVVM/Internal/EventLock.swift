#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The mutex of an ``EventCore``: HarborSupport's `Lock` without its generic `withLock`.
///
/// `Lock.withLock` is generic and lives in another module, so every call from here ran unspecialised (about 45
/// instructions per round trip on top of the mutex, twice per raise). This one is final, non-generic and
/// `@inline(__always)`, so a raise's lock round trip is the two pthread calls.
final class EventLock: @unchecked Sendable {
    // `@unchecked Sendable`: the mutex is the synchronisation itself.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "Harbor: pthread_mutex_init failed")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` holding the mutex.
    @inline(__always)
    func withLock<R>(_ body: () -> R) -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }
}
