#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `body` on `count` new threads at once (released together by a barrier) and returns each result.
///
/// The body runs concurrently with itself: scenario 6 only passes variants whose resolver is thread-safe.
func runOnThreads<Result>(_ count: Int, _ body: @escaping (Int) -> Result) -> [Result] {
    let job = ThreadJob(count: count, body: body)
    var threads: [pthread_t] = []
    for index in 0..<count {
        let start = ThreadStart(job: job, index: index)
        let context = Unmanaged.passRetained(start).toOpaque()
        #if canImport(Glibc)
            var thread = pthread_t()
        #else
            var thread: pthread_t?
        #endif
        let status = pthread_create(
            &thread, nil,
            { context in
                let start = Unmanaged<ThreadStart>.fromOpaque(context!).takeRetainedValue()
                start.job.runThread(start.index)
                return nil
            }, context)
        precondition(status == 0, "pthread_create failed")
        #if canImport(Glibc)
            threads.append(thread)
        #else
            threads.append(thread!)
        #endif
    }
    for thread in threads { pthread_join(thread, nil) }
    return (0..<count).map { job.results[$0]! }
}

/// What the threads of one ``runOnThreads(_:_:)`` call share.
///
/// `@unchecked Sendable`: `results` has one slot per thread, each written only by its own thread and read
/// only after `pthread_join`; the barrier is used through the pthread calls only.
private final class ThreadJob<Result>: @unchecked Sendable {
    let body: (Int) -> Result
    let count: Int
    /// One slot per thread.
    let results: UnsafeMutablePointer<Result?>
    private let barrier: UnsafeMutablePointer<pthread_barrier_t>

    init(count: Int, body: @escaping (Int) -> Result) {
        self.body = body
        self.count = count
        results = .allocate(capacity: count)
        results.initialize(repeating: nil, count: count)
        barrier = .allocate(capacity: 1)
        pthread_barrier_init(barrier, nil, UInt32(count))
    }

    deinit {
        results.deinitialize(count: count)
        results.deallocate()
        pthread_barrier_destroy(barrier)
        barrier.deallocate()
    }

    func runThread(_ index: Int) {
        pthread_barrier_wait(barrier)
        let result = body(index)
        results[index] = result
    }
}

/// A thread's start argument.
private final class ThreadStart {
    let job: any ThreadRunning
    let index: Int

    init(job: any ThreadRunning, index: Int) {
        self.job = job
        self.index = index
    }
}

private protocol ThreadRunning: AnyObject {
    func runThread(_ index: Int)
}

extension ThreadJob: ThreadRunning {}
