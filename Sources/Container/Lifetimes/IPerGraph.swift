/// One instance per top-level resolve: everything a single `resolve()` builds shares it, and the next
/// top-level resolve gets a new one (Swinject's `.graph` scope).
///
/// ```swift
/// final class UnitOfWork: IPerGraph { … }
/// // OrdersVM's repository and its audit log, both resolved while building OrdersVM, get the same UnitOfWork.
/// ```
///
/// Nothing is retained once the top-level resolve returns.
public protocol IPerGraph: IResolvable where Arguments == Void {}

extension IPerGraph {
    /// ``Lifetime/perGraph``.
    public static var lifetime: Lifetime { .perGraph }
}
