/// One instance while anyone holds it: resolves share it, and once the last holder lets go, the next
/// resolve creates a new one (Swinject's `.weak` scope).
///
/// The container keeps only a weak reference. Like a singleton, the instance belongs to the root container
/// and is built against it.
public protocol IWeakShared: IResolvable where Arguments == Void {}

extension IWeakShared {
    /// ``Lifetime/weakShared``.
    public static var lifetime: Lifetime { .weakShared }
}
