import BenchSupport

/// Times and counts allocations of the code between ``start()`` and ``stop()``, on the calling thread.
///
/// A variant may start and stop it many times (to leave set-up out of the measurement); the totals add up.
final class Meter {
    private(set) var nanoseconds: UInt64 = 0
    private(set) var allocations: UInt64 = 0
    private var startedAt: UInt64 = 0
    private var allocationsAtStart: UInt64 = 0

    @inline(__always)
    func start() {
        bench_callgrind_toggle()
        allocationsAtStart = bench_allocations()
        startedAt = bench_now_ns()
    }

    @inline(__always)
    func stop() {
        let now = bench_now_ns()
        nanoseconds += now - startedAt
        allocations += bench_allocations() - allocationsAtStart
        bench_callgrind_toggle()
    }
}

/// Marks `object` as used, so that the optimizer keeps the code that made it (and keeps it on the heap).
@inline(__always)
func consume(_ object: AnyObject) {
    bench_black_hole(Unmanaged.passUnretained(object).toOpaque())
}

/// A failed self-check: the variant returned a wrong answer, so its timing means nothing.
struct CheckFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}

/// Throws a ``CheckFailure`` with `message` unless `condition` holds.
func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws(CheckFailure) {
    if !condition { throw CheckFailure(message()) }
}
