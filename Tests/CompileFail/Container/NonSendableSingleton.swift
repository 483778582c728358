// expected-error: type 'Counter.AddSendableOrMainActor' (aka 'Counter') does not conform to the 'Sendable' protocol
// A singleton every thread shares, with unprotected mutable state.
import HarborContainer

final class Counter: ISingleton {
    var count = 0
    init(container: any IContainer, args: Void) {}
}
