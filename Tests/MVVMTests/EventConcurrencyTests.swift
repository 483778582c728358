import HarborMVVM
import Testing

@Suite("Event concurrency")
struct EventConcurrencyTests {
    @Test("raising from several tasks while others subscribe and unsubscribe is safe")
    func stress() async {
        let event = Event<Int>()
        let permanent = Listener("permanent")
        let hits = Recorder<Int>()
        event.subscribe(permanent, onAnyThread: { _, value in hits.append(value) })
        let raisers = 4
        let raisesEach = 500

        await withTaskGroup(of: Void.self) { group in
            for raiser in 0..<raisers {
                group.addTask {
                    for value in 0..<raisesEach {
                        event.raise(raiser * raisesEach + value)
                    }
                }
            }
            for _ in 0..<3 {
                group.addTask {
                    let mine = Recorder<Int>()
                    for round in 0..<300 {
                        let listener = Listener()
                        event.subscribe(listener, onAnyThread: { _, value in mine.append(value) })
                        if round.isMultiple(of: 2) { event.unsubscribe(listener) }
                        let token = event.subscribe(onAnyThread: { value in mine.append(value) })
                        if round.isMultiple(of: 3) { token.cancel() }
                    }
                }
            }
        }

        // The permanent subscriber saw every raise exactly once.
        #expect(hits.count == raisers * raisesEach)
        #expect(Set(hits.all).count == raisers * raisesEach)
        #expect(event.subscriberCount == 1)
    }

    @Test(
        "raises from several tasks reach a main-actor subscriber, each raiser's in order, while the main actor churns")
    @MainActor
    func mainActorStorm() async throws {
        let event = Event<(Int, Int)>()
        let screen = PairScreen()
        event.subscribe(screen) { this, pair in this.seen.append(pair) }
        let raisers = Task.detached {
            await withTaskGroup(of: Void.self) { group in
                for raiser in 0..<3 {
                    group.addTask { for value in 0..<200 { event.raise((raiser, value)) } }
                }
            }
        }
        for round in 0..<200 {
            let other = PairScreen()
            event.subscribe(other) { this, pair in this.seen.append(pair) }
            if round.isMultiple(of: 2) { event.unsubscribe(other) }
            let token = event.subscribe { _ in }
            if round.isMultiple(of: 3) { token.cancel() }
            await Task.yield()
        }
        await raisers.value
        try await waitUntil { screen.seen.count == 600 }
        for raiser in 0..<3 {
            #expect(screen.seen.filter { $0.0 == raiser }.map(\.1) == Array(0..<200))
        }
    }

    @Test("each raiser's values reach a subscriber in that raiser's order")
    func perThreadOrder() async {
        let event = Event<(Int, Int)>()
        let listener = Listener()
        let seen = Recorder<(Int, Int)>()
        event.subscribe(listener, onAnyThread: { _, pair in seen.append(pair) })
        await withTaskGroup(of: Void.self) { group in
            for raiser in 0..<3 {
                group.addTask {
                    for value in 0..<200 { event.raise((raiser, value)) }
                }
            }
        }
        for raiser in 0..<3 {
            #expect(seen.all.filter { $0.0 == raiser }.map(\.1) == Array(0..<200))
        }
    }

    @Test("tokens, bags and signal chains can be created, raised and cancelled from several tasks at once")
    func tokensAndChains() async {
        let source = Event<Int>()
        let bag = TokenBag()
        let hits = Recorder<Int>()
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<4 {
                group.addTask {
                    for round in 0..<200 {
                        let token = source.map { $0 + task }.filter { $0 >= 0 }.bind(onAnyThread: { hits.append($0) })
                        if round.isMultiple(of: 2) { token.store(in: bag) } else { token.cancel() }
                        source.raise(round)
                        if round.isMultiple(of: 50) { bag.cancelAll() }
                    }
                }
            }
        }
        bag.cancelAll()
        #expect(bag.count == 0)
        #expect(source.subscriberCount == 0)
        #expect(hits.count > 0)
    }
}

/// A main-actor subscriber that logs what it receives.
@MainActor
private final class PairScreen {
    var seen: [(Int, Int)] = []
}
