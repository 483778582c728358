import HarborMVVM
import Testing

/// A raise reads the subscriptions without the event's lock, from a list that subscribing appends to in place and
/// that any other change replaces: what a delivery in progress sees, and when what it no longer needs is released.
/// Handlers capture their event `unowned`: a handler that kept its own event alive would make a cycle.
@Suite("Event delivery list")
struct EventDeliveryListTests {
    @Test("a handler that adds enough subscribers to outgrow the list: they get the next raise, not the current one")
    func growDuringDelivery() {
        let event = Event<Int>()
        let log = Recorder<String>()
        let first = Listener("first")
        let last = Listener("last")
        let added = (0..<100).map { Listener("added\($0)") }
        event.subscribe(
            first,
            onAnyThread: { [unowned event] this, value in
                log.append("\(this.name):\(value)")
                if value == 1 {
                    for listener in added {
                        event.subscribe(listener, onAnyThread: { this, value in log.append("\(this.name):\(value)") })
                    }
                }
            })
        event.subscribe(last, onAnyThread: { this, value in log.append("\(this.name):\(value)") })

        event.raise(1)
        #expect(log.all == ["first:1", "last:1"])
        event.raise(2)
        #expect(Array(log.all.dropFirst(2)) == ["first:2", "last:2"] + added.map { "\($0.name):2" })
        #expect(event.subscriberCount == 102)
    }

    @Test("a handler that unsubscribes a later subscriber stops its delivery in the raise in progress")
    func unsubscribeLaterDuringDelivery() {
        let event = Event<Int>()
        let log = Recorder<String>()
        let listeners = (0..<40).map { Listener("l\($0)") }
        for (position, listener) in listeners.enumerated() {
            event.subscribe(
                listener,
                onAnyThread: { [unowned event] this, value in
                    log.append("\(this.name):\(value)")
                    // Every even listener ends the next one's subscription, which replaces the list.
                    if position.isMultiple(of: 2), position + 1 < listeners.count {
                        event.unsubscribe(listeners[position + 1])
                    }
                })
        }
        event.raise(1)
        let evens = listeners.enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element)
        #expect(log.all == evens.map { "\($0.name):1" })
        #expect(event.subscriberCount == 20)
    }

    @Test("a subscription ended during a raise releases its handler when that raise ends")
    func retiredHandlerReleasedAfterRaise() {
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
                // Replaces the list while the raise reads it: the old list, which still holds the token's entry,
                // must be kept until the raise ends and released then.
                holder.token?.cancel()
            })
        event.raise(1)
        holder.token = nil
        #expect(weakCanary == nil)
        #expect(event.subscriberCount == 1)
    }

    @Test("a raise from another thread while a handler subscribes and unsubscribes reaches the stable subscribers")
    func concurrentChurn() async {
        let event = Event<Int>()
        let stable = Listener("stable")
        let hits = Recorder<Int>()
        event.subscribe(stable, onAnyThread: { _, value in hits.append(value) })
        let churner = Listener("churner")
        event.subscribe(
            churner,
            onAnyThread: { [unowned event] _, _ in
                // Forces new lists (unsubscribe) and appends (subscribe) inside the deliveries of every raiser.
                let temporary = Listener()
                event.subscribe(temporary, onAnyThread: { _, _ in })
                event.unsubscribe(temporary)
            })
        await withTaskGroup(of: Void.self) { group in
            for raiser in 0..<3 {
                group.addTask {
                    for value in 0..<300 { event.raise(raiser * 300 + value) }
                }
            }
        }
        #expect(Set(hits.all) == Set(0..<900))
        #expect(hits.count == 900)
        #expect(event.subscriberCount == 2)
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
