// expected-error: non-Sendable type 'Event<Counter>'
// An event is Sendable only when its arguments are: this one cannot be raised from another task.
import HarborMVVM

final class Counter { var count = 0 }

func wire() {
    let event = Event<Counter>()
    Task.detached { event.raise(Counter()) }
}
