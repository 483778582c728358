/// How long the product of a binding or mock lives.
public enum BindingLifetime: Sendable, Hashable {
    /// The factory runs on every resolve. When it resolves an ``IResolvable`` implementation
    /// (`{ $0.resolve() as OrdersProvider }`), that type's own lifetime applies: a singleton stays a singleton.
    case perRequest
    /// The factory runs once, and its product is shared by every resolve through the container the binding
    /// was made on and its children.
    case singleton
    /// The factory runs once per container: each child container gets its own product.
    case scoped
    /// The factory runs once per top-level resolve: everything one `resolve()` builds shares its product
    /// (see ``IPerGraph``). A mock of an ``IPerGraph`` type gets this lifetime by default.
    case perGraph

    /// The matching ``Lifetime``, for graphs and messages.
    var lifetime: Lifetime {
        switch self {
        case .perRequest: .perRequest
        case .singleton: .singleton
        case .scoped: .scoped
        case .perGraph: .perGraph
        }
    }

    /// The lifetime a mock of an ``IResolvable`` type gets by default: shared types stay shared.
    static func mocking(_ lifetime: Lifetime) -> BindingLifetime {
        switch lifetime {
        case .perRequest: .perRequest
        case .perGraph: .perGraph
        case .singleton, .weakShared: .singleton
        case .scoped: .scoped
        }
    }
}
