import HarborMVVM
import Testing

@MainActor
@Suite("Event re-entrancy")
struct EventReentrancyTests {
    @Test("a handler can subscribe: the new subscriber receives the next raise, not the current one")
    func subscribeInsideHandler() {
        let event = Event<Int>()
        let log = Recorder<String>()
        let first = Listener("first")
        let late = Listener("late")
        event.subscribe(first) { this, value in
            log.append("\(this.name):\(value)")
            if value == 1 {
                event.subscribe(late) { this, value in log.append("\(this.name):\(value)") }
            }
        }
        event.raise(1)
        event.raise(2)
        #expect(log.all == ["first:1", "first:2", "late:2"])
    }

    @Test("a handler can unsubscribe itself or another: no delivery to them starts after that")
    func unsubscribeInsideHandler() {
        let event = Event<Int>()
        let log = Recorder<String>()
        let first = Listener("first")
        let second = Listener("second")
        event.subscribe(first) { this, value in
            log.append("\(this.name):\(value)")
            event.unsubscribe(this)
            event.unsubscribe(second)
        }
        event.subscribe(second) { this, value in log.append("\(this.name):\(value)") }
        event.raise(1)
        event.raise(2)
        #expect(log.all == ["first:1"])
        #expect(event.subscriberCount == 0)
    }

    @Test("a handler can raise the same event again: the nested raise is delivered after the current one (FIFO)")
    func raiseInsideHandler() {
        let event = Event<Int>()
        let log = Recorder<String>()
        let first = Listener("first")
        let second = Listener("second")
        event.subscribe(first) { this, value in
            log.append("\(this.name):\(value)")
            if value < 2 { event.raise(value + 1) }
        }
        event.subscribe(second) { this, value in log.append("\(this.name):\(value)") }
        event.raise(0)
        #expect(log.all == ["first:0", "second:0", "first:1", "second:1", "first:2", "second:2"])
    }

    @Test("a handler can cancel its own token")
    func cancelOwnToken() {
        let event = Event<Int>()
        let log = Recorder<Int>()
        let bag = TokenBag()
        event.subscribe { value in
            log.append(value)
            bag.cancelAll()
        }.store(in: bag)
        event.raise(1)
        event.raise(2)
        #expect(log.all == [1])
    }

    @Test("a subscriber released by a handler during a raise is skipped")
    func subscriberReleasedDuringRaise() {
        let event = Event<Int>()
        let log = Recorder<String>()
        var victim: Listener? = Listener("victim")
        let killer = Listener("killer")
        event.subscribe(killer) { _, _ in
            log.append("killer")
            victim = nil
        }
        event.subscribe(victim!) { this, _ in log.append(this.name) }
        event.raise(0)
        #expect(log.all == ["killer"])
        #expect(victim == nil)
    }

    @Test("a subscription ended during a raise releases its handler when that raise ends")
    func endedHandlerReleasedAfterRaise() {
        let event = Event<Int>()
        let holder = TokenHolder()
        weak var weakCanary: Canary?
        do {
            let canary = Canary()
            weakCanary = canary
            holder.token = event.subscribe(onAnyThread: { [canary] _ in canary.touch() })
        }
        let canceller = Listener()
        event.subscribe(
            canceller,
            onAnyThread: { _, _ in
                // Ends the token's subscription while the raise still holds it: its handler goes when the raise
                // ends.
                holder.token?.cancel()
            })
        event.raise(1)
        holder.token = nil
        #expect(weakCanary == nil)
        #expect(event.subscriberCount == 1)
    }
}

/// An object whose release a test observes through a weak reference.
private final class Canary: Sendable {
    func touch() {}
}

/// Hands a token to the handler that cancels it.
///
/// `@unchecked Sendable`: the test raises on one thread, so `token` is never touched concurrently.
private final class TokenHolder: @unchecked Sendable {
    var token: EventToken?
}
