// expected-error: capture of 'counter' with non-Sendable type 'Counter' in a '@Sendable' closure
// `map` runs its transform on the thread that delivers the event, not where the chain was built.
import HarborMVVM

final class Counter { var count = 0 }

func wire(_ event: Event<Int>) -> Event<Int> {
    let counter = Counter()
    return event.map { value in
        counter.count += 1
        return value + counter.count
    }
}
