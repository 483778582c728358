import HarborSupport

/// What one thread is resolving right now: the chain of nested resolves (for cycle detection, error paths
/// and the dependency graph) and the per-graph instances of the current top-level resolve.
///
/// Resolution is synchronous, so a nested resolve always runs on the thread of the resolve that asked for
/// it; a per-thread stack therefore sees the whole chain. It holds nothing once the top-level resolve
/// returns. Only its own thread touches it.
///
/// A `ManagedBuffer` whose header is the state: reached through its address, with no dynamic exclusivity check
/// (only its own thread reaches it, one access at a time).
final class ResolutionStack: ManagedBuffer<ResolutionStack.State, Void> {
    /// How many times a type that takes arguments may be on the stack at once (a tree of view models, each
    /// resolving its children with their own arguments) before the repetition counts as a cycle. Without
    /// arguments, a type that resolves itself always recurses the same way, so that is a cycle at once.
    static let recursionLimit = 128

    /// How deep a resolution may nest (a chain of dependencies, each resolving the next) before it fails with
    /// ``ResolutionError/Kind/tooDeep``, well before the thread's stack would overflow: a level takes about 5 KB of
    /// stack in a debug build, so 500 take half of the main thread's 8 MB, leaving the rest to initializers with
    /// larger frames and to naming the types in the error.
    static let depthLimit = 500

    /// One resolve in progress: the type, the container that builds it, and whether its caller handles a
    /// failure (it called `resolveOrThrow`, not `resolve`).
    struct Frame {
        let container: ObjectIdentifier
        let type: any Any.Type
        let caught: Bool
    }

    struct GraphKey: Hashable {
        let container: ObjectIdentifier
        let type: ObjectIdentifier
        /// The registration that makes the value, or the type itself when it declares its own lifetime.
        let source: ObjectIdentifier
    }

    struct State {
        /// The resolves in progress, outermost first.
        var frames: [Frame] = []
        /// Per-graph instances of the current top-level resolve, dropped when it ends.
        var graphInstances: [GraphKey: AnyObject] = [:]
        /// The depths at which shared instances began to be built on behalf of another container.
        var sharedBuilds: [Int] = []
        /// Whether the next frame is pushed for a `resolveOrThrow`, whose caller handles a failure.
        var nextCaught = false
    }

    /// Runs `body` with the state, reached through its address (see above).
    private func withState<R>(_ body: (inout State) -> R) -> R {
        withUnsafeMutablePointerToHeader { body(&$0.pointee) }
    }

    /// The resolves in progress, outermost first.
    var frames: [Frame] { withState { $0.frames } }

    /// Per-graph instances of the current top-level resolve, dropped when it ends.
    var graphInstances: [GraphKey: AnyObject] {
        get { withState { $0.graphInstances } }
        set { withState { $0.graphInstances = newValue } }
    }

    /// Notes that a shared instance begins to be built on behalf of another container, until
    /// ``endSharedBuild()``.
    func beginSharedBuild() { withState { $0.sharedBuilds.append($0.frames.count) } }
    func endSharedBuild() { withState { _ = $0.sharedBuilds.removeLast() } }

    private static let slot = ThreadLocal {
        ResolutionStack.create(minimumCapacity: 0) { _ in State() } as! ResolutionStack
    }

    /// This thread's stack.
    static var current: ResolutionStack { slot.current }

    /// Pushes a resolve of `type` built by `container`.
    ///
    /// - Throws: ``ResolutionError`` of kind `.cycle` when `type` repeats in `container` (for a type that takes
    ///   arguments, more than ``recursionLimit`` times), or `.tooDeep` past ``depthLimit``; the stack is left
    ///   as it was.
    func push(
        container: ObjectIdentifier,
        type: any Any.Type,
        takesArguments: @autoclosure () -> Bool
    ) throws(ResolutionError) {
        let wanted = ObjectIdentifier(type)
        // The usual push: `type` is not on the stack, and there is room.
        let repeated = withState { state -> Bool in
            var index = state.frames.count
            while index > 0 {
                index -= 1
                if state.frames[index].container == container && ObjectIdentifier(state.frames[index].type) == wanted {
                    return true
                }
            }
            guard state.frames.count < Self.depthLimit else { return true }
            state.frames.append(Frame(container: container, type: type, caught: state.nextCaught))
            state.nextCaught = false
            return false
        }
        if repeated { try pushChecked(container: container, type: type, takesArguments: takesArguments()) }
    }

    /// ``push(container:type:takesArguments:)`` when `type` repeats or the stack is full.
    private func pushChecked(container: ObjectIdentifier, type: any Any.Type, takesArguments: Bool)
        throws(ResolutionError)
    {
        let wanted = ObjectIdentifier(type)
        let failure = withState { state -> ResolutionError? in
            let repeats = state.frames.indices.filter {
                state.frames[$0].container == container && ObjectIdentifier(state.frames[$0].type) == wanted
            }
            if let latest = repeats.last, !takesArguments || repeats.count >= Self.recursionLimit {
                return ResolutionError(kind: .cycle, path: state.frames[latest...].map(\.type) + [type])
            }
            if state.frames.count >= Self.depthLimit {
                return ResolutionError(kind: .tooDeep(limit: Self.depthLimit), path: state.frames.map(\.type) + [type])
            }
            state.frames.append(Frame(container: container, type: type, caught: state.nextCaught))
            state.nextCaught = false
            return nil
        }
        if let failure { throw failure }
    }

    /// Runs a `resolveOrThrow`: the frame it pushes notes that its caller handles a failure, so that a failure
    /// further in, under a plain `resolve`, can say how to hand it up.
    static func caught<T>(_ resolve: () throws(ResolutionError) -> T) throws(ResolutionError) -> T {
        let stack = current
        let outer = stack.withState { state -> Bool in
            let outer = state.nextCaught
            state.nextCaught = true
            return outer
        }
        defer { stack.withState { $0.nextCaught = outer } }
        return try resolve()
    }

    /// Pops the innermost resolve; at the end of a top-level resolve, drops its per-graph instances.
    func pop() {
        // Released after the dictionary is emptied: a `deinit` may resolve.
        let dropped = withState { state -> [GraphKey: AnyObject]? in
            state.frames.removeLast()
            guard state.frames.isEmpty && !state.graphInstances.isEmpty else { return nil }
            defer { state.graphInstances = [:] }
            return state.graphInstances
        }
        withExtendedLifetime(dropped) {}
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
        withState { state in state.sharedBuilds.last.flatMap { $0 < state.frames.count ? state.frames[$0].type : nil } }
    }

    /// The types on the stack from `start` to the top.
    func path(from start: Int = 0) -> [any Any.Type] {
        frames[start...].map(\.type)
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
