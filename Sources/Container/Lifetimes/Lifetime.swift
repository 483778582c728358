/// How long a resolved instance lives, and who shares it.
public enum Lifetime: Sendable, Hashable, CustomStringConvertible {
    /// One instance per root container, created on first resolve; see ``ISingleton``.
    case singleton
    /// A new instance on every resolve; see ``IPerRequest``.
    case perRequest
    /// One instance while anyone holds it; see ``IWeakShared``.
    case weakShared
    /// One instance per top-level resolve; see ``IPerGraph``.
    case perGraph
    /// One instance per container (each child container is a scope); see ``IScoped``.
    case scoped

    /// The lifetime's name as it appears in messages and graphs.
    public var description: String {
        switch self {
        case .singleton: "singleton"
        case .perRequest: "per-request"
        case .weakShared: "weak-shared"
        case .perGraph: "per-graph"
        case .scoped: "scoped"
        }
    }
}
