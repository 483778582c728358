// expected-error: instance method 'resolve' is unavailable from asynchronous contexts; this type takes arguments: call resolve(args:) with them
// expected-error: instance method 'resolveOrThrow' is unavailable from asynchronous contexts; this type takes arguments: call resolveOrThrow(_:args:) with them
// In an async function, `await` must not turn the guard overload into a call that crashes at run time: a type
// that takes arguments, resolved without them, in every context.
import HarborContainer

final class ProductDetailsVM: IPerRequest, Sendable {
    typealias Arguments = Int
    init(container: any IContainer, args: Int) {}
}

func nonisolated(_ container: any IContainer) async throws {
    let _: ProductDetailsVM = await container.resolve()
    let _: ProductDetailsVM = try await container.resolveOrThrow()
}

func throughContainer(_ container: Container) async {
    let _: ProductDetailsVM = await container.resolve()
}

@MainActor
func onTheMainActor(_ container: any IContainer) async {
    let _: ProductDetailsVM = await container.resolve()
}

actor Screens {
    func open(_ container: any IContainer) async {
        let _: ProductDetailsVM = await container.resolve()
    }
}
