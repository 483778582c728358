// expected-error: type 'Cart.AddSendableOrMainActor' (aka 'Cart') does not conform to the 'Sendable' protocol
// A scoped instance (shared by every thread resolving from its container) with unprotected mutable state.
import HarborContainer

final class Cart: IScoped {
    var items: [String] = []
    init(container: any IContainer, args: Void) {}
}
