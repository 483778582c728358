// expected-error: capture of 'counter' with non-Sendable type 'Counter' in a '@Sendable' closure
// An any-thread handler runs on whichever thread raises: it cannot capture unprotected mutable state.
import HarborMVVM

final class Counter { var count = 0 }
final class Owner: Sendable {}

func wire(_ event: Event<Int>) {
    Task.detached {
        let counter = Counter()
        let owner = Owner()
        event.subscribe(owner, onAnyThread: { _, value in counter.count += value })
    }
}
