/// One instance per container: the root is one scope, and each child container made with
/// ``Container/makeChild()`` is another, with its own instance built against it.
///
/// Use it for state that belongs to a flow (a checkout session, a logged-in user) and ends with it:
/// drop the child container and its scoped instances go too.
public protocol IScoped: IResolvable where Arguments == Void {
    /// The shared instance's type, which must be `Sendable`: every thread that resolves it shares it.
    ///
    /// Never declare it: it is the adopting type itself, and its name is what the compiler says when that type
    /// is neither `Sendable` nor main-actor isolated: `type 'Counter.AddSendableOrMainActor' (aka 'Counter')
    /// does not conform to the 'Sendable' protocol`. Write `final class Counter: IScoped, Sendable` (its state
    /// immutable or guarded by a lock), or `@MainActor final class Counter: @MainActor IScoped`.
    associatedtype AddSendableOrMainActor: Sendable
}

extension IScoped {
    /// The adopting type itself (see the requirement).
    public typealias AddSendableOrMainActor = Self

    /// ``Lifetime/scoped``.
    public static var lifetime: Lifetime { .scoped }
}
