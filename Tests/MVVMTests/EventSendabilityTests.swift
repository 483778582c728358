import HarborMVVM
import Testing

/// The positive twins of Tests/CompileFail/MVVM: the same wiring with what the compiler accepts.
@Suite("Event sendability: what compiles")
struct EventSendabilityTests {
    @MainActor
    final class Screen {
        let tapped = Event<Int>()
        var taps: [Int] = []

        init() {
            tapped.subscribe(self) { this, value in this.taps.append(value) }
        }

        /// An event of `Sendable` arguments can be raised from a detached task (twin of
        /// NonSendableEventCrossesThreads).
        func raiseFromBackground() async {
            let tapped = tapped
            await Task.detached { tapped.raise(7) }.value
        }
    }

    @Test("an Event<Int> owned by the main actor is raised from a detached task and delivered on the main queue")
    @MainActor
    func sendableEventCrossesThreads() async {
        let screen = Screen()
        await screen.raiseFromBackground()
        await drainMainQueue()
        #expect(screen.taps == [7])
    }

    @Test("any-thread handlers and map transforms capture Sendable state (twins of the capture cases)")
    func sendableCaptures() async {
        let event = Event<Int>()
        let log = Recorder<Int>()
        let owner = Listener()
        event.subscribe(owner, onAnyThread: { _, value in log.append(value) })
        let token = event.map { $0 * 2 }.bind(onAnyThread: { log.append($0) })
        await Task.detached { event.raise(1) }.value
        #expect(log.all == [1, 2])
        token.cancel()
    }
}
