// expected-error: non-Sendable type 'Event<Counter>'
// An event is Sendable only when its arguments are: one owned by the main actor cannot be raised from a detached
// task (an Event<Int> could).
import HarborMVVM

final class Counter { var count = 0 }

@MainActor
final class Screen {
    let tapped = Event<Counter>()

    func wire() {
        Task.detached { self.tapped.raise(Counter()) }
    }
}
