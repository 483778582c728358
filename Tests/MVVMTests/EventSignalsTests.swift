import HarborMVVM
import Testing

@MainActor
@Suite("Event signals")
struct EventSignalsTests {
    /// Seed 004's presenter: the view's tap is mapped and bound to the interactor.
    final class Interactor: Sendable {
        let loadNews = Event<String>()
    }

    @Test("map, filter and bind(to:) compose")
    func compose() {
        let tapped = Event<Int>()
        let interactor = Interactor()
        let log = Recorder<String>()
        let listener = Listener()
        interactor.loadNews.subscribe(listener) { _, day in log.append(day) }
        let bag = TokenBag()
        tapped.filter { $0 > 0 }.map { "day \($0)" }.bind(to: interactor.loadNews).store(in: bag)
        tapped.raise(0)
        tapped.raise(2)
        tapped.raise(-1)
        tapped.raise(3)
        #expect(log.all == ["day 2", "day 3"])
    }

    @Test("bind(to:) a handler")
    func bindToHandler() {
        let source = Event<Int>()
        let log = Recorder<Int>()
        let token = source.map { $0 * 2 }.bind { log.append($0) }
        source.raise(21)
        token.cancel()
        source.raise(1)
        #expect(log.all == [42])
    }

    @Test("a chain lives as long as its token: releasing the owner's bag frees every derived event")
    func chainReleasedWithOwner() {
        let source = Event<Int>()
        let target = Event<String>()
        let log = Recorder<String>()
        let listener = Listener()
        target.subscribe(listener) { _, value in log.append(value) }
        weak var weakMapped: Event<String>?
        weak var weakBag: TokenBag?
        do {
            let bag = TokenBag()
            weakBag = bag
            let mapped = source.map { "\($0)" }
            weakMapped = mapped
            mapped.filter { !$0.isEmpty }.bind(to: target).store(in: bag)
            source.raise(1)
        }
        #expect(weakBag == nil)
        #expect(weakMapped == nil)
        source.raise(2)
        #expect(log.all == ["1"])
        #expect(source.subscriberCount == 0)
    }

    @Test("binding never keeps the target alive")
    func targetHeldWeakly() {
        let source = Event<Int>()
        weak var weakTarget: Event<Int>?
        let token: EventToken
        do {
            let target = Event<Int>()
            weakTarget = target
            token = source.bind(to: target)
        }
        #expect(weakTarget == nil)
        source.raise(1)
        token.cancel()
    }
}
