/// One instance while anyone holds it: resolves share it, and once the last holder lets go, the next
/// resolve creates a new one (Swinject's `.weak` scope).
///
/// The container keeps only a weak reference. Like a singleton, the instance belongs to the root container
/// and is built against it.
public protocol IWeakShared: IResolvable where Arguments == Void {
    /// The shared instance's type, which must be `Sendable`: every thread that resolves it shares it.
    ///
    /// Never declare it: it defaults to the adopting type, so a class that is neither `Sendable` nor
    /// main-actor isolated does not compile (`type 'Counter' does not conform to the 'Sendable' protocol`).
    /// A main-actor class is `Sendable` and adopts the protocol with an isolated conformance.
    associatedtype SharedInstance: Sendable = Self
}

extension IWeakShared {
    /// ``Lifetime/weakShared``.
    public static var lifetime: Lifetime { .weakShared }
}
