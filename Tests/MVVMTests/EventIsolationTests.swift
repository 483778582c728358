import Foundation
import HarborMVVM
import Testing

@Suite("Event isolation: where handlers run")
struct EventIsolationTests {
    @MainActor
    final class Screen {
        var values: [Int] = []
        var onMainQueue: [Bool] = []
    }

    @Test("a main-actor handler runs synchronously when raised on the main thread")
    @MainActor
    func mainActorHandler() {
        let event = Event<Int>()
        let screen = Screen()
        event.subscribe(screen) { this, value in this.values.append(value) }
        event.raise(1)
        #expect(screen.values == [1])
    }

    @Test("a background raise reaches a main-actor handler on the main queue, in order, without crashing")
    func mainActorHandlerRaisedOffMain() async {
        let event = Event<Int>()
        let screen = await MainActor.run {
            let screen = Screen()
            event.subscribe(screen) { this, value in
                this.values.append(value)
                this.onMainQueue.append(isOnMainQueue())
            }
            return screen
        }
        await Task.detached {
            for value in 0..<100 { event.raise(value) }
        }.value
        await drainMainQueue()
        await MainActor.run {
            #expect(screen.values == Array(0..<100))
            #expect(screen.onMainQueue.allSatisfy { $0 })
        }
    }

    @Test("the same in a child process, release builds included: a background raise never aborts")
    func backgroundRaiseDoesNotCrash() async {
        await #expect(processExitsWith: .success) {
            let event = Event<Int>()
            let screen = await MainActor.run {
                let screen = Screen()
                event.subscribe(screen) { this, value in this.values.append(value) }
                return screen
            }
            await Task.detached { event.raise(1) }.value
            await drainMainQueue()
            let values = await MainActor.run { screen.values }
            if values != [1] { exit(1) }
        }
    }

    @Test("an any-thread handler runs on the raising thread")
    func anyThreadHandler() async {
        let event = Event<Int>()
        let log = Recorder<Bool>()
        let listener = Listener()
        event.subscribe(listener, onAnyThread: { _, _ in log.append(isOnMainQueue()) })
        await Task.detached { event.raise(1) }.value
        await MainActor.run { event.raise(2) }
        #expect(log.all == [false, true])
    }

    @Test("a main-thread raise waits for earlier background raises still queued: send order holds across threads")
    @MainActor
    func orderAcrossThreads() async {
        let event = Event<String>()
        let screen = Screen()
        var seen: [String] = []
        let token = event.subscribe { seen.append($0) }
        await Task.detached { event.raise("a") }.value
        event.raise("b")
        #expect(seen == ["a", "b"])
        token.cancel()
        _ = screen
    }
}
