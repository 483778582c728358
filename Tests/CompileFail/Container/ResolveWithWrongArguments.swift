// expected-error: call to global actor 'ArgumentsDoNotMatchTheType'-isolated instance method 'resolve(_:args:)'
// A type that takes a String, resolved with an Int, through `Container` and through `any IContainer`.
import HarborContainer

final class PriceFormatter: IPerRequest {
    typealias Arguments = String
    init(container: any IContainer, args: String) {}
}

func throughContainer(_ container: Container) {
    let _: PriceFormatter = container.resolve(args: 5)
}

func throughProtocol(_ container: any IContainer) {
    let _: PriceFormatter = container.resolve(args: 5)
}
