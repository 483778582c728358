import HarborMVVM
import OpenCombine

// Scenario 9: HarborMVVM's `Event` against a plain array of closures (the floor) and OpenCombine's
// `PassthroughSubject` (the anchor).

/// A subscriber that adds up what it receives, so every delivery can be checked.
///
/// `@unchecked Sendable`: the raise scenarios subscribe it with any-thread handlers but raise from one thread
/// only, so `total` is never touched concurrently.
final class EventSubscriber: @unchecked Sendable {
    var total = 0
}

/// 9a–c: raising to 1, 10 and 100 subscribers (one op is one raise, delivered to all).
/// 9d–e: subscribing 1,000 and 10,000 subscribers one by one (one op is one subscribe).
func eventScenarios() -> [Scenario] {
    [1, 10, 100].map(raiseScenario) + [1_000, 10_000].map(subscribeScenario)
}

private func raiseScenario(subscribers count: Int) -> Scenario {
    let subscribers = (0..<count).map { _ in EventSubscriber() }
    let event = Event<Int>()
    for subscriber in subscribers {
        event.subscribe(subscriber, onAnyThread: { this, value in this.total &+= value })
    }
    var closures: [(Int) -> Void] = []
    for subscriber in subscribers {
        closures.append { value in subscriber.total &+= value }
    }
    let subject = PassthroughSubject<Int, Never>()
    var cancellables: [AnyCancellable] = []
    for subscriber in subscribers {
        cancellables.append(subject.sink { value in subscriber.total &+= value })
    }
    let raiseClosures = { (value: Int) in
        for closure in closures { closure(value) }
    }
    func checkDelivery(_ raise: (Int) -> Void) throws(CheckFailure) {
        let before = subscribers.map(\.total)
        raise(5)
        try expect(zip(before, subscribers).allSatisfy { $0 + 5 == $1.total }, "not every subscriber got one raise")
    }
    return Scenario(
        id: "9" + ["1": "a", "10": "b", "100": "c"]["\(count)", default: "?"],
        title: "event: raise to \(count) subscriber\(count == 1 ? "" : "s")",
        variants: [
            .loop("Harbor Event", .harbor) { () throws(CheckFailure) in
                try checkDelivery { event.raise($0) }
            } body: { n in
                for index in 0..<n { event.raise(index) }
            },
            .loop("closure array", .floor) { () throws(CheckFailure) in
                try checkDelivery(raiseClosures)
            } body: { n in
                for index in 0..<n { raiseClosures(index) }
            },
            .loop("OpenCombine PassthroughSubject", .anchor) { () throws(CheckFailure) in
                try checkDelivery { subject.send($0) }
                withExtendedLifetime(cancellables) {}
            } body: { n in
                for index in 0..<n { subject.send(index) }
            },
        ]
    )
}

private func subscribeScenario(subscribers count: Int) -> Scenario {
    let subscribers = (0..<count).map { _ in EventSubscriber() }
    func checkAll(_ raise: (Int) -> Void) throws(CheckFailure) {
        let before = subscribers.reduce(0) { $0 + $1.total }
        raise(1)
        try expect(subscribers.reduce(0) { $0 + $1.total } == before + count, "not every subscription delivered once")
    }
    return Scenario(
        id: count == 1_000 ? "9d" : "9e",
        title: "event: subscribe \(count == 1_000 ? "1,000" : "10,000") one by one",
        operationsPerIteration: count,
        smokeIterations: 1,
        variants: [
            Variant(name: "Harbor Event", role: .harbor) { () throws(CheckFailure) in
                let event = Event<Int>()
                for subscriber in subscribers {
                    event.subscribe(subscriber, onAnyThread: { this, value in this.total &+= value })
                }
                try expect(event.subscriberCount == count, "subscriberCount is \(event.subscriberCount)")
                try checkAll { event.raise($0) }
            } run: { n, meter in
                for _ in 0..<n {
                    let event = Event<Int>()
                    withExtendedLifetime(event) {
                        meter.start()
                        for subscriber in subscribers {
                            event.subscribe(subscriber, onAnyThread: { this, value in this.total &+= value })
                        }
                        meter.stop()
                    }
                }
            },
            Variant(name: "closure array", role: .floor) { () throws(CheckFailure) in
                var closures: [(Int) -> Void] = []
                for subscriber in subscribers { closures.append { subscriber.total &+= $0 } }
                try checkAll { value in for closure in closures { closure(value) } }
            } run: { n, meter in
                for _ in 0..<n {
                    var closures: [(Int) -> Void] = []
                    meter.start()
                    for subscriber in subscribers { closures.append { subscriber.total &+= $0 } }
                    meter.stop()
                    withExtendedLifetime(closures) {}
                }
            },
            Variant(name: "OpenCombine PassthroughSubject", role: .anchor) { () throws(CheckFailure) in
                let subject = PassthroughSubject<Int, Never>()
                var cancellables: [AnyCancellable] = []
                for subscriber in subscribers { cancellables.append(subject.sink { subscriber.total &+= $0 }) }
                try checkAll { subject.send($0) }
                withExtendedLifetime(cancellables) {}
            } run: { n, meter in
                for _ in 0..<n {
                    let subject = PassthroughSubject<Int, Never>()
                    var cancellables: [AnyCancellable] = []
                    meter.start()
                    for subscriber in subscribers { cancellables.append(subject.sink { subscriber.total &+= $0 }) }
                    meter.stop()
                    withExtendedLifetime((subject, cancellables)) {}
                }
            },
        ]
    )
}
