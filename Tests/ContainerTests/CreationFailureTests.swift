import Foundation
import Testing

@testable import HarborContainer

private protocol IMissingService: AnyObject, Sendable {}
private final class MissingService: IMissingService {}

/// Fails its first creation (it needs an unbound protocol) once another thread waits for it.
private final class FailingSingleton: ISingleton, Sendable {
    static let inits = Counter()
    /// What went wrong in the initializer, which cannot record an issue itself; the test checks it.
    static let failures = Failures()
    let service: any IMissingService

    init(container: any IContainer, args: Void) throws(ResolutionError) {
        // The first time, wait until the other thread waits for this creation (the container's own record).
        if FailingSingleton.inits.increment() == 1 {
            let root = container as! Container
            if !spin(until: { root.bookkeeping.waiting > 0 }, pausing: { usleep(1000) }) {
                FailingSingleton.failures.record("timed out waiting for the other thread to wait for this creation")
            }
        }
        service = try container.resolveOrThrow()
    }
}

@Suite("A creation that fails while others wait for it")
struct CreationFailureTests {
    /// The waiter learns the creator's failure instead of running the initializer again, nothing is left
    /// pending, and a later resolve tries again.
    @Test func theWaiterGetsTheFailureAndALaterResolveTriesAgain() async {
        let container = Container()
        let errors = Errors()
        await onThreads(2) { _ in
            do throws(ResolutionError) {
                _ = try container.resolveOrThrow(FailingSingleton.self)
            } catch {
                errors.append(error)
            }
        }
        #expect(FailingSingleton.failures.first.isEmpty)
        #expect(errors.all.map(\.kind) == [.unbound, .unbound])
        #expect(FailingSingleton.inits.value == 1)
        #expect(container.bookkeeping.pending == 0)
        #expect(container.bookkeeping.waiting == 0)

        container.bind((any IMissingService).self) { _ in MissingService() }
        #expect((try? container.resolveOrThrow(FailingSingleton.self)) != nil)
        #expect(FailingSingleton.inits.value == 2)
    }
}

/// The errors several threads caught.
private final class Errors: @unchecked Sendable {
    // `@unchecked Sendable`: `errors` is guarded by `lock`.
    private let lock = NSLock()
    private var errors: [ResolutionError] = []
    var all: [ResolutionError] { lock.withLock { errors } }
    func append(_ error: ResolutionError) { lock.withLock { errors.append(error) } }
}
