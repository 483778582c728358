import HarborMVVM
import Testing

@Suite("Event isolation")
struct EventIsolationTests {
    @MainActor
    final class Screen {
        var values: [Int] = []
    }

    @Test("a handler subscribed from the main actor runs synchronously when raised on the main actor")
    @MainActor
    func mainActorHandler() {
        let event = Event<Int>()
        let screen = Screen()
        event.subscribe(screen) { this, value in this.values.append(value) }
        event.raise(1)
        #expect(screen.values == [1])
    }

    @Test("raising off the main actor an event with a main-actor handler stops instead of racing")
    func mainActorHandlerRaisedOffMain() async {
        await #expect(processExitsWith: .failure) {
            let event = Event<Int>()
            let screen = await MainActor.run {
                let screen = Screen()
                event.subscribe(screen) { this, value in this.values.append(value) }
                return screen
            }
            await Task.detached { event.raise(1) }.value
            _ = screen
        }
    }

    @Test("a handler subscribed from nonisolated code runs on the raising thread")
    func nonisolatedHandler() async {
        let event = Event<Int>()
        let log = Recorder<Int>()
        let listener = Listener()
        event.subscribe(listener) { _, value in log.append(value) }
        await Task.detached { event.raise(1) }.value
        await MainActor.run { event.raise(2) }
        #expect(log.all == [1, 2])
    }
}
