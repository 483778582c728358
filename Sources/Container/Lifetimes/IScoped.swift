/// One instance per container: the root is one scope, and each child container made with
/// ``Container/makeChild()`` is another, with its own instance built against it.
///
/// Use it for state that belongs to a flow (a checkout session, a logged-in user) and ends with it:
/// drop the child container and its scoped instances go too.
public protocol IScoped: IResolvable where Arguments == Void {
    /// The shared instance's type, which must be `Sendable`: every thread that resolves it shares it.
    ///
    /// Never declare it: it defaults to the adopting type, so a class that is neither `Sendable` nor
    /// main-actor isolated does not compile (`type 'Counter' does not conform to the 'Sendable' protocol`).
    /// A main-actor class is `Sendable` and adopts the protocol with an isolated conformance.
    associatedtype SharedInstance: Sendable = Self
}

extension IScoped {
    /// ``Lifetime/scoped``.
    public static var lifetime: Lifetime { .scoped }
}
