// expected-error: call to global actor 'ArgumentsDoNotMatchTheType'-isolated instance method 'resolve(_:args:)'
// A type that takes no arguments, resolved with some.
import HarborContainer

final class Clock: IPerRequest {
    init(container: any IContainer, args: Void) {}
}

func resolveClock(_ container: Container) {
    let _: Clock = container.resolve(args: "now")
}
