import HarborSupport

/// What one thread is resolving right now: the chain of nested resolves (for cycle detection, error paths
/// and the dependency graph) and the per-graph instances of the current top-level resolve.
///
/// Resolution is synchronous, so a nested resolve always runs on the thread of the resolve that asked for
/// it; a per-thread stack therefore sees the whole chain. It holds nothing once the top-level resolve
/// returns. Only its own thread touches it.
final class ResolutionStack {
    /// How many times a type that takes arguments may be on the stack at once (a tree of view models, each
    /// resolving its children with their own arguments) before the repetition counts as a cycle. Without
    /// arguments, a type that resolves itself always recurses the same way, so that is a cycle at once.
    static let recursionLimit = 128

    /// How deep a resolution may nest (a chain of dependencies, each resolving the next) before it fails with
    /// ``ResolutionError/Kind/tooDeep``, well before the thread's stack would overflow.
    static let depthLimit = 1_000

    /// One resolve in progress: the type and the container that builds it.
    struct Frame {
        let container: ObjectIdentifier
        let type: any Any.Type
    }

    struct GraphKey: Hashable {
        let container: ObjectIdentifier
        let type: ObjectIdentifier
        /// The registration that makes the value, or the type itself when it declares its own lifetime.
        let source: ObjectIdentifier
    }

    /// The resolves in progress, outermost first.
    private(set) var frames: [Frame] = []
    /// Per-graph instances of the current top-level resolve, dropped when it ends.
    var graphInstances: [GraphKey: AnyObject] = [:]
    /// The depths at which shared instances began to be built on behalf of another container.
    var sharedBuilds: [Int] = []

    private static let slot = ThreadLocal { ResolutionStack() }

    /// This thread's stack.
    static var current: ResolutionStack { slot.current }

    /// Pushes a resolve of `type` built by `container`.
    ///
    /// - Throws: ``ResolutionError`` of kind `.cycle` when `type` repeats in `container` (for a type that takes
    ///   arguments, more than ``recursionLimit`` times), or `.tooDeep` past ``depthLimit``; the stack is left
    ///   as it was.
    func push(container: ObjectIdentifier, type: any Any.Type, takesArguments: Bool) throws(ResolutionError) {
        let wanted = ObjectIdentifier(type)
        var latest: Int?
        var repeats = 0
        for index in frames.indices.reversed()
        where frames[index].container == container && ObjectIdentifier(frames[index].type) == wanted {
            latest = latest ?? index
            repeats += 1
            if !takesArguments { break }
        }
        if let latest, !takesArguments || repeats >= Self.recursionLimit {
            throw ResolutionError(kind: .cycle, typeName: typeName(type), path: path(from: latest) + [typeName(type)])
        }
        if frames.count >= Self.depthLimit {
            throw ResolutionError(
                kind: .tooDeep(limit: Self.depthLimit), typeName: typeName(type), path: path() + [typeName(type)])
        }
        frames.append(Frame(container: container, type: type))
    }

    /// Pops the innermost resolve; at the end of a top-level resolve, drops its per-graph instances.
    func pop() {
        frames.removeLast()
        if frames.isEmpty && !graphInstances.isEmpty {
            // Released after the dictionary is emptied: a `deinit` may resolve.
            let dropped = graphInstances
            graphInstances = [:]
            withExtendedLifetime(dropped) {}
        }
    }

    /// The type of the innermost resolve in progress (the one asking), if any.
    var innermost: (any Any.Type)? { frames.last?.type }

    /// The index of the latest frame for this container and type, if it is on the stack.
    func lastIndex(container: ObjectIdentifier, type: any Any.Type) -> Int? {
        let wanted = ObjectIdentifier(type)
        return frames.lastIndex { $0.container == container && ObjectIdentifier($0.type) == wanted }
    }

    /// The innermost shared instance being built on behalf of another container (a singleton a child asked
    /// for), if any.
    var sharedEntry: (any Any.Type)? {
        guard let start = sharedBuilds.last, start < frames.count else { return nil }
        return frames[start].type
    }

    /// The names of the types on the stack from `start` to the top.
    func path(from start: Int = 0) -> [String] {
        frames[start...].map { typeName($0.type) }
    }
}

/// A type's name as messages and graphs print it: `OrdersVM`, `any IOrdersProvider`.
///
/// `String(describing:)` prints a protocol's existential type without `any` (`IOrdersProvider`); its
/// metatype is printed `IOrdersProvider.Protocol`, which tells the two apart.
func typeName(_ type: any Any.Type) -> String {
    let name = String(describing: type)
    return String(describing: Swift.type(of: type)).hasSuffix(".Protocol") ? "any " + name : name
}
