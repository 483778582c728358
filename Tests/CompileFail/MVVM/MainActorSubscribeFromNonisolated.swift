// expected-error: main actor-isolated instance method 'subscribe(_:handler:)'
// A trailing-closure subscription is main-actor code; nonisolated code must say `onAnyThread:`.
import HarborMVVM

final class Owner: Sendable {}

func wire(_ event: Event<Int>, owner: Owner) {
    event.subscribe(owner) { _, value in print(value) }
}
