/// One instance while anyone holds it: resolves share it, and once the last holder lets go, the next
/// resolve creates a new one (Swinject's `.weak` scope).
///
/// The container keeps only a weak reference. Like a singleton, the instance belongs to the root container
/// and is built against it.
public protocol IWeakShared: IResolvable where Arguments == Void {
    /// The shared instance's type, which must be `Sendable`: every thread that resolves it shares it.
    ///
    /// Never declare it: it is the adopting type itself, and its name is what the compiler says when that type
    /// is neither `Sendable` nor main-actor isolated: `type 'Counter.AddSendableOrMainActor' (aka 'Counter')
    /// does not conform to the 'Sendable' protocol`. Write `final class Counter: IWeakShared, Sendable` (its state
    /// immutable or guarded by a lock), or `@MainActor final class Counter: @MainActor IWeakShared`.
    associatedtype AddSendableOrMainActor: Sendable
}

extension IWeakShared {
    /// The adopting type itself (see the requirement).
    public typealias AddSendableOrMainActor = Self

    /// ``Lifetime/weakShared``.
    public static var lifetime: Lifetime { .weakShared }
}
