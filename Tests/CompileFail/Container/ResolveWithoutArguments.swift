// expected-error: call to global actor 'TypeTakesArgumentsCallResolveArgs'-isolated instance method 'resolve'
// expected-error: call to global actor 'TypeTakesArgumentsCallResolveArgs'-isolated instance method 'resolveOrThrow'
// A type that takes arguments, resolved without them, through `Container` and through `any IContainer`.
import HarborContainer

final class PriceFormatter: IPerRequest {
    typealias Arguments = String
    init(container: any IContainer, args: String) {}
}

func throughContainer(_ container: Container) {
    let _: PriceFormatter = container.resolve()
}

func throughProtocol(_ container: any IContainer) throws {
    let _: PriceFormatter = container.resolve()
    let _: PriceFormatter = try container.resolveOrThrow()
}
