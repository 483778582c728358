// expected-error: main actor-isolated conformance of 'OrdersVM' to 'IResolvable' cannot be used in nonisolated context
// A main-actor view model resolved in nonisolated code through `any IContainer`.
import HarborContainer

@MainActor
final class OrdersVM: @MainActor IPerRequest {
    init(container: any IContainer, args: Void) {}
}

func makeViewModel(_ container: any IContainer) {
    let _: OrdersVM = container.resolve()
}
