import Foundation
import HarborContainer
import Testing

/// Holds its creation until the test has mocked its type.
private final class SlowSingleton: ISingleton, @unchecked Sendable {
    // `@unchecked Sendable`: immutable (`isMock` is a `let`); the gates and counter are thread-safe.
    static let started = Gate()
    static let mocked = Gate()
    static let alive = Counter()
    let isMock: Bool

    init(container: any IContainer, args: Void) {
        isMock = false
        SlowSingleton.alive.increment()
        SlowSingleton.started.open()
        SlowSingleton.mocked.wait()
    }

    init(mock: Void) {
        isMock = true
        SlowSingleton.alive.increment()
    }

    deinit { SlowSingleton.alive.decrement() }
}

@Suite("A first resolve racing a mock of the same type")
struct FirstResolveDuringMockTests {
    /// The resolve that started first gets the real singleton; resolves after the mock get the mock; both are
    /// released with the container.
    @Test func theCreationInFlightFinishesAndTheMockWinsAfterIt() async {
        await resolveWhileMocking()
        #expect(SlowSingleton.alive.value == 0)
    }

    /// Everything that holds the container, in a function of its own so that it is gone on return (an
    /// optimized build may keep a discarded result alive to the end of the scope that made it).
    @inline(never)
    private func resolveWhileMocking() async {
        let container = Container()
        let first = Box()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            // `unowned`: the thread object may outlive this function for a moment; the container must not.
            let thread = Thread { [unowned container] in
                first.set(resolvesToMock(container))
                done.resume()
            }
            thread.start()
            SlowSingleton.started.wait()
            container.mock(SlowSingleton.self) { _ in SlowSingleton(mock: ()) }
            SlowSingleton.mocked.open()
        }
        #expect(!SlowSingleton.started.timedOut, "the real singleton's creation never started")
        #expect(!SlowSingleton.mocked.timedOut, "the creation gave up waiting for the mock")
        #expect(first.value == false)
        #expect(resolvesToMock(container))
        #expect(resolvesTheSameTwice(container))
    }
}

/// Whether `container` resolves the mock; in a function of its own, so that the result is released on return.
@inline(never)
private func resolvesToMock(_ container: Container) -> Bool {
    (container.resolve() as SlowSingleton).isMock
}

/// Whether two resolves return one instance; in a function of its own, as above.
@inline(never)
private func resolvesTheSameTwice(_ container: Container) -> Bool {
    container.resolve() as SlowSingleton === container.resolve() as SlowSingleton
}

/// A value one thread sets and the test reads after joining it.
private final class Box: @unchecked Sendable {
    // `@unchecked Sendable`: `stored` is guarded by `lock`.
    private let lock = NSLock()
    private var stored: Bool?
    var value: Bool? { lock.withLock { stored } }
    func set(_ value: Bool) { lock.withLock { stored = value } }
}
