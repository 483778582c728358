import Foundation
import HarborMVVM

// Scenario 11: raises from a background thread to a main-actor subscriber (a URLSession completion updating a
// screen), until the main queue has delivered all of them, against the hand-written floor: one
// `DispatchQueue.main.async` per raise. One op is one raise, delivered.
// Scenario 9f: a raise on the main thread to 10 main-actor subscribers (a view model updating its screens, the
// common UI case), delivered synchronously, against an array of main-actor closures.

/// A main-actor subscriber that counts what it receives.
@MainActor
final class MainCounter {
    var received = 0
    var total = 0
}

/// 11: background raises delivered on the main queue. Runs on the main thread (one-thread scenario), which
/// drains the main queue with its run loop while a background thread raises.
@MainActor
func mainDeliveryScenarios() -> [Scenario] {
    let harborCounter = MainCounter()
    let event = Event<Int>()
    event.subscribe(harborCounter) { this, value in
        this.received += 1
        this.total &+= value
    }
    let floorCounter = MainCounter()
    let floorRaise: @Sendable (Int) -> Void = { value in
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                floorCounter.received += 1
                floorCounter.total &+= value
            }
        }
    }
    func deliver(_ n: Int, to counter: MainCounter, raise: @escaping @Sendable (Int) -> Void) {
        MainActor.assumeIsolated {
            let target = counter.received + n
            Thread.detachNewThread {
                for index in 0..<n { raise(index) }
            }
            while counter.received < target {
                _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001))
            }
        }
    }
    func check(_ counter: MainCounter, raise: @escaping @Sendable (Int) -> Void) throws(CheckFailure) {
        let before = MainActor.assumeIsolated { counter.total }
        deliver(3, to: counter, raise: raise)
        let after = MainActor.assumeIsolated { counter.total }
        try expect(after == before + 3, "not every background raise was delivered once")
    }
    let harborRaise: @Sendable (Int) -> Void = { event.raise($0) }
    return [
        mainThreadRaiseScenario(),
        Scenario(
            id: "11",
            title: "event: background raise delivered to a main-actor subscriber",
            variants: [
                .loop("Harbor Event", .harbor) { () throws(CheckFailure) in
                    try check(harborCounter, raise: harborRaise)
                } body: { n in
                    deliver(n, to: harborCounter, raise: harborRaise)
                },
                .loop("DispatchQueue.main.async per raise", .floor) { () throws(CheckFailure) in
                    try check(floorCounter, raise: floorRaise)
                } body: { n in
                    deliver(n, to: floorCounter, raise: floorRaise)
                },
            ]
        ),
    ]
}

/// 9f: a raise on the main thread to 10 main-actor subscribers (`subscribe(_:handler:)`), delivered inline.
@MainActor
private func mainThreadRaiseScenario() -> Scenario {
    let counters = (0..<10).map { _ in MainCounter() }
    let event = Event<Int>()
    for counter in counters {
        event.subscribe(counter) { this, value in this.total &+= value }
    }
    var closures: [@MainActor (Int) -> Void] = []
    for counter in counters {
        closures.append { value in counter.total &+= value }
    }
    let raiseClosures = { @MainActor (value: Int) in
        for closure in closures { closure(value) }
    }
    func deliversOnce(_ raise: @MainActor (Int) -> Void) -> Bool {
        let before = counters.map(\.total)
        raise(5)
        return zip(before, counters).allSatisfy { $0 + 5 == $1.total }
    }
    return Scenario(
        id: "9f",
        title: "event: main-thread raise to 10 main-actor subscribers",
        variants: [
            .loop("Harbor Event", .harbor) { () throws(CheckFailure) in
                let delivered = MainActor.assumeIsolated { deliversOnce { event.raise($0) } }
                try expect(delivered, "not every subscriber got one raise")
            } body: { n in
                MainActor.assumeIsolated {
                    for index in 0..<n { event.raise(index) }
                }
            },
            .loop("closure array", .floor) { () throws(CheckFailure) in
                let delivered = MainActor.assumeIsolated { deliversOnce(raiseClosures) }
                try expect(delivered, "not every subscriber got one raise")
            } body: { n in
                MainActor.assumeIsolated {
                    for index in 0..<n { raiseClosures(index) }
                }
            },
        ]
    )
}
