import HarborMVVM
import Testing

@MainActor
@Suite("Event")
struct EventTests {
    @Test("raise calls every subscriber with its arguments, in subscription order")
    func raiseInOrder() {
        let event = Event<Int>()
        let log = Recorder<String>()
        let listeners = (0..<5).map { Listener("l\($0)") }
        for listener in listeners {
            event.subscribe(listener) { this, value in log.append("\(this.name):\(value)") }
        }
        // Subscribers are held weakly: keep them alive through the raise (an optimized build ends their
        // lifetime at their last use).
        withExtendedLifetime(listeners) { event.raise(7) }
        #expect(log.all == ["l0:7", "l1:7", "l2:7", "l3:7", "l4:7"])
    }

    @Test("raising without subscribers does nothing")
    func raiseWithoutSubscribers() {
        Event<Int>().raise(1)
        Event<Void>().raise()
    }

    @Test("subscribing the same object twice replaces its handler and moves it to the end")
    func subscribeTwiceReplaces() {
        let event = Event<Int>()
        let log = Recorder<String>()
        let first = Listener("a")
        let second = Listener("b")
        event.subscribe(first) { _, _ in log.append("a-old") }
        event.subscribe(second) { _, _ in log.append("b") }
        event.subscribe(first) { _, _ in log.append("a-new") }
        event.raise(0)
        #expect(log.all == ["b", "a-new"])
        #expect(event.subscriberCount == 2)
    }

    @Test("unsubscribe ends a subscription; unknown subscribers are ignored")
    func unsubscribe() {
        let event = Event<Int>()
        let log = Recorder<Int>()
        let listener = Listener()
        event.subscribe(listener) { _, value in log.append(value) }
        event.raise(1)
        event.unsubscribe(listener)
        event.unsubscribe(Listener())
        event.raise(2)
        #expect(log.all == [1])
        #expect(event.subscriberCount == 0)
    }

    @Test("the event never keeps a subscriber alive, and a dead subscriber is never called")
    func subscriberHeldWeakly() {
        let event = Event<Int>()
        let log = Recorder<Int>()
        weak var weakListener: Listener?
        do {
            let listener = Listener()
            weakListener = listener
            event.subscribe(listener) { _, value in log.append(value) }
            event.raise(1)
        }
        #expect(weakListener == nil)
        event.raise(2)
        #expect(log.all == [1])
        #expect(event.subscriberCount == 0)
    }

    @Test("Event<Void> conveniences")
    func voidConveniences() {
        let event = Event<Void>()
        let log = Recorder<String>()
        let listener = Listener("v")
        event.subscribe(listener) { this in log.append(this.name) }
        let token = event.subscribe { log.append("closure") }
        event.raise()
        #expect(log.all == ["v", "closure"])
        token.cancel()
    }

    @Test("10,000 subscribers added one by one all receive a raise, in order")
    func manySubscribers() {
        let event = Event<Int>()
        let log = Recorder<Int>()
        let listeners = (0..<10_000).map { Listener("\($0)") }
        for (position, listener) in listeners.enumerated() {
            event.subscribe(listener) { _, _ in log.append(position) }
        }
        withExtendedLifetime(listeners) {
            event.raise(0)
            #expect(log.all == Array(0..<10_000))
            #expect(event.subscriberCount == 10_000)
        }
    }

    @Test("dead subscribers are pruned as new ones arrive, so the list stays proportional to the live ones")
    func deadSubscribersArePruned() {
        let event = Event<Int>()
        let log = Recorder<Int>()
        let survivor = Listener()
        event.subscribe(survivor) { _, value in log.append(value) }
        for _ in 0..<1_000 {
            let transient = Listener()
            event.subscribe(transient) { _, _ in log.append(-1) }
        }
        #expect(event.subscriberCount == 1)
        event.raise(5)
        #expect(log.all == [5])
    }

    @Test("an object at a dead subscriber's reused address gets a fresh subscription")
    func reusedAddressIsAFreshSubscription() {
        let event = Event<Int>()
        let log = Recorder<String>()
        for round in 0..<100 {
            let listener = Listener("r\(round)")
            event.subscribe(listener) { this, _ in log.append(this.name) }
            event.raise(round)
        }
        #expect(log.all == (0..<100).map { "r\($0)" })
    }
}
