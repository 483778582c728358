/// Why a resolve failed, with the resolution path and what to do about it.
///
/// Non-throwing resolves pass it to ``Container/fatalErrorHandler``, which by default stops the program
/// with ``description``; ``IContainer/resolveOrThrow(_:args:)-(T.Type,_)`` throws it.
public struct ResolutionError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// A type depends on itself, directly or through others; ``ResolutionError/path`` is the cycle.
        case cycle
        /// Nothing is bound to the requested service.
        case unbound
        /// The service is bound (or mocked) with one type of arguments and was resolved with another; or a
        /// binding or mock of an ``IResolvable`` type takes other arguments than the type's `Arguments`
        /// (reported when it is made).
        case argumentsMismatch(expected: String, actual: String)
        /// A mock of the requested service takes one type of arguments and was resolved with another: the mock
        /// is what is wrong.
        case mockArgumentsMismatch(expected: String, actual: String)
        /// A main-actor service was resolved off the main actor: a binding or mock made with `bindOnMainActor`
        /// or `mockOnMainActor`; ``ResolutionError/mainActorCause`` says which.
        case mainActorRequired
        /// The container is being released: it no longer creates anything (a `deinit` resolved from it).
        case containerReleased
        /// The resolution nests deeper than `limit` levels (a chain of dependencies, each resolving the next):
        /// it is stopped before the thread's stack could overflow.
        case tooDeep(limit: Int)
    }

    /// What went wrong.
    public let kind: Kind

    /// The type that could not be resolved.
    public var typeName: String { pathTypes.last.map(Self.name) ?? givenTypeName }

    /// The chain of resolves that led here, outermost first, ending with ``typeName``
    /// (for a cycle: `["OrdersVM", "OrdersProvider", "OrdersVM"]`). In the errors Harbor makes, names are made when
    /// read, a name is cut after 200 characters, and a chain longer than 64 resolves keeps its 8 outermost and 8
    /// innermost, with `…` between them.
    public var path: [String] {
        let ends = pathTypes.count > 64 ? [pathTypes.prefix(8), pathTypes.suffix(8)] : [pathTypes[...]]
        return pathTypes.isEmpty ? givenPath : Array(ends.map { $0.map(Self.name) }.joined(separator: ["…"]))
    }

    private let givenTypeName: String
    private let givenPath: [String]
    /// The path's types when Harbor made the error, outermost first: named only when read (naming a type takes
    /// stack as deep as its generic arguments nest, which a resolution at its depth limit cannot spare).
    private var pathTypes: [any Any.Type] = []

    /// For an unbound service needed by a shared instance that a child container asked for: the shared
    /// instance (built where it is declared, so it sees that container's bindings only); otherwise `nil`.
    public let sharedInstance: String?

    /// Where ``sharedInstance`` is built ("the root container", …); `nil` when ``sharedInstance`` is.
    public let builtIn: String?

    /// For ``Kind/mainActorRequired``: what ties the type to the main actor; `nil` for other kinds.
    public let mainActorCause: MainActorCause?

    /// Whether a non-throwing resolve inside an initializer failed while an enclosing `resolveOrThrow` waited
    /// to handle it: then the message says how to hand the failure up. It changes only the message, so it takes
    /// no part in equality.
    var isHandledAbove = false

    /// Creates an error; Harbor makes these, tests may compare against them.
    ///
    /// - Parameters:
    ///   - kind: What went wrong.
    ///   - typeName: The type that could not be resolved.
    ///   - path: The resolution path, outermost first, ending with `typeName`.
    ///   - sharedInstance: The shared instance being built in another container than the one asked, if any.
    ///   - builtIn: Where that shared instance is built.
    ///   - mainActorCause: For ``Kind/mainActorRequired``, what ties the type to the main actor.
    public init(
        kind: Kind,
        typeName: String,
        path: [String],
        sharedInstance: String? = nil,
        builtIn: String? = nil,
        mainActorCause: MainActorCause? = nil
    ) {
        self.kind = kind
        givenTypeName = typeName
        givenPath = path
        self.sharedInstance = sharedInstance
        self.builtIn = builtIn
        self.mainActorCause = mainActorCause
    }

    /// An error whose type and path are named when they are read, from `path`: the types resolved, outermost
    /// first, ending with the one that failed.
    init(
        kind: Kind,
        path: [any Any.Type],
        sharedInstance: String? = nil,
        builtIn: String? = nil,
        mainActorCause: MainActorCause? = nil
    ) {
        self.init(
            kind: kind, typeName: "", path: [], sharedInstance: sharedInstance, builtIn: builtIn,
            mainActorCause: mainActorCause)
        pathTypes = path
    }

    /// A type's name in a message, cut after 200 characters (a deeply nested generic type).
    private static func name(_ type: any Any.Type) -> String {
        let name = HarborContainer.typeName(type)
        return name.count > 200 ? name.prefix(199) + "…" : name
    }

    /// Whether two errors report the same failure: the same kind, type, path, shared instance and main-actor
    /// cause.
    public static func == (lhs: ResolutionError, rhs: ResolutionError) -> Bool {
        lhs.kind == rhs.kind && lhs.typeName == rhs.typeName && lhs.path == rhs.path
            && lhs.sharedInstance == rhs.sharedInstance && lhs.builtIn == rhs.builtIn
            && lhs.mainActorCause == rhs.mainActorCause
    }

    /// The path as it is printed: `OrdersVM → OrdersProvider → OrdersVM`.
    public var pathDescription: String { path.joined(separator: " → ") }

    /// The type as code spells its metatype: `(any IClock).self`, `Clock.self`.
    private var metatype: String {
        typeName.hasPrefix("any ") || typeName.hasPrefix("some ") ? "(\(typeName)).self" : "\(typeName).self"
    }

    /// A message that names the type, the path, and what to do.
    public var description: String {
        switch kind {
        case .cycle:
            return """
                Harbor: dependency cycle: \(pathDescription). \
                \(typeName) needs itself to be built. Break the cycle: resolve one side later (in a method, \
                not in init), pass the value in as an argument, or depend on a protocol implemented elsewhere.
                """
        case .unbound where sharedInstance != nil:
            let shared = sharedInstance ?? ""
            return """
                Harbor: nothing is bound to \(typeName) for \(shared) (resolving \(pathDescription)). \
                \(shared) is shared, so it is built in \(builtIn ?? "the container that declares it") and sees \
                only the bindings made there and above, never those of the child container that asked. Bind \
                \(typeName) there, or bind or mock \(shared) itself on the child container.
                """
        case .unbound:
            return """
                Harbor: nothing is bound to \(typeName) (resolving \(pathDescription)). \
                Bind it at launch with container.bind(\(metatype)) { … }, mock it in tests with \
                container.mock(\(metatype)) { … }, or, for a class, adopt ISingleton or IPerRequest.\(initHint)
                """
        case .containerReleased:
            return """
                Harbor: \(typeName) was resolved from a container that is being released (resolving \(pathDescription)). \
                A deinit must not resolve: resolve what it needs in init and keep it.
                """
        case .argumentsMismatch(let expected, let actual) where actual == "()":
            return """
                Harbor: \(typeName) takes arguments of type \(expected) but was resolved without any \
                (resolving \(pathDescription)). Call resolve(args:) with \(expected).\(initHint)
                """
        case .argumentsMismatch(let expected, let actual):
            return """
                Harbor: \(typeName) takes arguments of type \(expected) but was resolved with \(actual) \
                (resolving \(pathDescription)). Pass \(expected) to resolve(args:), or bind or mock \
                \(typeName) with \(actual) arguments.\(initHint)
                """
        case .mockArgumentsMismatch(let expected, let actual):
            return """
                Harbor: the mock of \(typeName) takes arguments of type \(expected), but \(typeName) is resolved \
                with \(actual) (resolving \(pathDescription)). Fix the mock: its factory must take \(actual).
                """
        case .mainActorRequired:
            return mainActorDescription
        case .tooDeep(let limit):
            let (outer, inner) = (path.prefix(3).joined(separator: " → "), path.suffix(3).joined(separator: " → "))
            return """
                Harbor: resolving \(typeName) nests more than \(limit) resolves deep (resolving \(outer) → … → \
                \(inner)). Harbor stops there \
                rather than overflow the thread's stack. Look for an endless chain (a type that keeps resolving \
                new types), or resolve part of the chain later (in a method, or through a Lazy or a Provider).
                """
        }
    }

    /// The message of ``Kind/mainActorRequired``: what ties the type to the main actor, and what to do.
    private var mainActorDescription: String {
        let resolving = "(resolving \(pathDescription))"
        switch mainActorCause {
        case .isolatedConformance:
            return """
                Harbor: \(typeName) is main-actor isolated (it adopts its lifetime protocol with @MainActor) and \
                was resolved off the main actor, through generic code the compiler cannot check \(resolving). \
                Resolve it from main-actor code, where `let value: \(typeName) = container.resolve()` is checked \
                by the compiler. If a nonisolated type needs it, make that type depend on a protocol bound with \
                bindOnMainActor (resolved on the main actor) or with bind(_:lifetime:factory:) to a nonisolated \
                implementation (resolved anywhere).
                """
        case .mock:
            return """
                Harbor: the mock of \(typeName) is made on the main actor (mockOnMainActor) and was resolved off \
                the main actor \(resolving). Resolve it from main-actor code, or mock it with \
                mock(_:lifetime:factory:) and a nonisolated stub if it is resolved from any thread.
                """
        case .binding:
            return """
                Harbor: \(typeName) is bound on the main actor (bindOnMainActor) and was resolved off the main \
                actor \(resolving). Resolve it from main-actor code, or bind a nonisolated implementation with \
                bind(_:lifetime:factory:) if it is resolved from any thread.
                """
        case nil:
            return """
                Harbor: \(typeName) is made on the main actor and was resolved off the main actor \(resolving). \
                Resolve it from main-actor code.
                """
        }
    }

    /// For an error inside an initializer that an enclosing `resolveOrThrow` would handle: how to hand it up.
    private var initHint: String {
        isHandledAbove
            ? """
             A non-throwing init(container:args:) cannot hand this failure to its caller's resolveOrThrow: \
            declare it throws(ResolutionError) and resolve with try container.resolveOrThrow().
            """
            : ""
    }
}
