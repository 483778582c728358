import HarborMVVM
import Testing

@MainActor
@Suite("EventToken and TokenBag")
struct EventTokenTests {
    @Test("a closure subscription lasts until its token is cancelled")
    func cancel() {
        let event = Event<Int>()
        let log = Recorder<Int>()
        let token = event.subscribe { log.append($0) }
        event.raise(1)
        #expect(!token.isCancelled)
        token.cancel()
        token.cancel()
        event.raise(2)
        #expect(token.isCancelled)
        #expect(log.all == [1])
        #expect(event.subscriberCount == 0)
    }

    @Test("releasing the token ends the subscription and frees the closure's captures")
    func release() {
        let event = Event<Int>()
        let log = Recorder<Int>()
        weak var weakCapture: Listener?
        do {
            let capture = Listener()
            weakCapture = capture
            let token = event.subscribe { value in
                _ = capture
                log.append(value)
            }
            event.raise(1)
            _ = token
        }
        event.raise(2)
        #expect(log.all == [1])
        #expect(weakCapture == nil)
        #expect(event.subscriberCount == 0)
    }

    @Test("a bag keeps its tokens until it is emptied or released")
    func bag() {
        let event = Event<Int>()
        let log = Recorder<Int>()
        var bag: TokenBag? = TokenBag()
        event.subscribe { log.append($0) }.store(in: bag!)
        event.subscribe { log.append($0 * 10) }.store(in: bag!)
        #expect(bag?.count == 2)
        event.raise(1)
        bag?.cancelAll()
        #expect(bag?.count == 0)
        event.raise(2)
        event.subscribe { log.append($0 * 100) }.store(in: bag!)
        event.raise(3)
        bag = nil
        event.raise(4)
        #expect(log.all == [1, 10, 300])
    }

    @Test("a custom clean-up runs once, on cancel or release")
    func customToken() {
        let log = Recorder<String>()
        let cancelled = EventToken { log.append("cancelled") }
        cancelled.cancel()
        cancelled.cancel()
        do {
            let released = EventToken { log.append("released") }
            _ = released
        }
        #expect(log.all == ["cancelled", "released"])
    }
}
