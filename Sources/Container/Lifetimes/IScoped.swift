/// One instance per container: the root is one scope, and each child container made with
/// ``Container/makeChild()`` is another, with its own instance built against it.
///
/// Use it for state that belongs to a flow (a checkout session, a logged-in user) and ends with it:
/// drop the child container and its scoped instances go too.
public protocol IScoped: IResolvable where Arguments == Void {}

extension IScoped {
    /// ``Lifetime/scoped``.
    public static var lifetime: Lifetime { .scoped }
}
