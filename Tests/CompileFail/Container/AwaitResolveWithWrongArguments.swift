// expected-error: instance method 'resolve' is unavailable from asynchronous contexts; the arguments do not match the type's Arguments: pass those to resolve(args:)
// In an async function, `await` must not turn the guard overload into a call that crashes at run time: a type
// that takes a String, resolved with an Int, in every context.
import HarborContainer

final class ProductDetailsVM: IPerRequest, Sendable {
    typealias Arguments = String
    init(container: any IContainer, args: String) {}
}

func nonisolated(_ container: any IContainer) async {
    let _: ProductDetailsVM = await container.resolve(args: 42)
}

func throughContainer(_ container: Container) async {
    let _: ProductDetailsVM = await container.resolve(args: 42)
}

@MainActor
func onTheMainActor(_ container: any IContainer) async {
    let _: ProductDetailsVM = await container.resolve(args: 42)
}
