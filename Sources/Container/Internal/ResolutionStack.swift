import HarborAtomics

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What one thread is resolving right now: the chain of nested resolves (for cycle detection, error paths
/// and the dependency graph) and the per-graph instances of the current top-level resolve.
///
/// Resolution is synchronous, so a nested resolve always runs on the thread of the resolve that asked for
/// it; a thread-local stack therefore sees the whole chain. It holds no per-resolve state once the
/// top-level resolve returns: entries are popped and the per-graph instances dropped.
///
/// The entries live in the C thread-local `harbor_resolution_frames` (HarborAtomics), which the usual push
/// and pop (`harbor_frames_try_push`, `harbor_frames_pop`) update inline, also from the caller's module; this
/// object owns them and keeps what only the slow paths use.
///
/// Not `Sendable`: each instance is only ever touched by its own thread, and its members read that thread's
/// thread-local.
final class ResolutionStack {
    /// How deep a type that takes arguments may resolve itself (a tree of view models, each resolving its
    /// children with their own arguments) before the repetition counts as a cycle. Without arguments, a type
    /// that resolves itself always recurses the same way, so that is a cycle at any depth.
    static let recursionDepthLimit = 128

    /// The depths at which shared instances began to be built on behalf of another container (slow path
    /// only: a first creation).
    var sharedBuilds: [Int] = []
    /// Per-graph instances of the current top-level resolve, keyed by container and type; while there are
    /// some, the pop that empties the stack drops them (see ``endGraph()``).
    var graphInstances: [GraphKey: AnyObject] = [:] {
        didSet { harbor_current_frames().pointee.keepsGraph = graphInstances.isEmpty ? 0 : 1 }
    }

    struct GraphKey: Hashable {
        let container: ObjectIdentifier
        let type: ObjectIdentifier
        /// The registration that makes the value, or the type itself when it declares its own lifetime.
        let source: ObjectIdentifier
    }

    private init() {
        let frames = harbor_current_frames()
        frames.pointee.capacity = 32
        frames.pointee.entries = Self.allocateEntries(capacity: 32)
        frames.pointee.depth = 0
    }

    deinit {
        // Runs on the owning thread, at its exit (the pthread key's destructor).
        let frames = harbor_current_frames()
        if let entries = frames.pointee.entries { (entries - 1).deallocate() }
        frames.pointee = harbor_frames()
    }

    /// Room for `capacity` entries after the sentinel `harbor_frames.entries` points past: an entry whose filter
    /// is empty, read by a push at depth 0.
    private static func allocateEntries(capacity: Int) -> UnsafeMutablePointer<harbor_frame> {
        let memory = UnsafeMutablePointer<harbor_frame>.allocate(capacity: capacity + 1)
        memory.initialize(to: harbor_frame(container: nil, type: nil, seen: 0))
        return memory + 1
    }

    /// This thread's frames: the C thread-local.
    private var frames: UnsafeMutablePointer<harbor_frames> { harbor_current_frames() }

    /// How many resolves are in progress on this thread.
    var depth: Int { frames.pointee.depth }

    /// This thread's stack, made on first use.
    @inline(__always)
    static var current: ResolutionStack {
        if let pointer = harbor_current_frames().pointee.owner {
            return Unmanaged<ResolutionStack>.fromOpaque(pointer).takeUnretainedValue()
        }
        return makeCurrent()
    }

    /// Makes this thread's stack, owned by the thread: the C thread-local points to it, and the pthread key's
    /// destructor releases it when the thread ends.
    @inline(never)
    private static func makeCurrent() -> ResolutionStack {
        let stack = ResolutionStack()
        let pointer = Unmanaged.passRetained(stack).toOpaque()
        pthread_setspecific(threadKey, pointer)
        harbor_current_frames().pointee.owner = pointer
        return stack
    }

    /// The container and type of entry `index`.
    func entry(at index: Int) -> (container: ObjectIdentifier, type: any Any.Type) {
        let frame = frames.pointee.entries![index]
        // Sound: `type` was stored from an `any Any.Type`, which is exactly one metadata pointer, and `container`
        // from an `ObjectIdentifier` or the container's address (the same bits).
        return (
            unsafeBitCast(frame.container, to: ObjectIdentifier.self),
            unsafeBitCast(frame.type, to: Any.Type.self)
        )
    }

    /// Pushes a resolve; returns the index of an earlier entry for the same container and type (a cycle).
    /// The full push, for when `harbor_frames_try_push` declined (the stack is full, or the Bloom filter
    /// says `type` may be on it already).
    ///
    /// - Parameter takesArguments: Whether the type takes arguments other than `Void`; such a type may
    ///   legitimately resolve itself, so its repetition is a cycle only past ``recursionDepthLimit``.
    func push(container: ObjectIdentifier, type: any Any.Type, takesArguments: () -> Bool) -> Int? {
        let frames = self.frames
        let depth = frames.pointee.depth
        if depth == frames.pointee.capacity { growEntries() }
        let entries = frames.pointee.entries!
        var cycleStart: Int?
        // Checked on every push, so a cycle is reported on its first repeat, before any initializer runs twice;
        // the filter makes the usual push (a type not on the stack yet) a shift and a test.
        let typeBits = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let bit = harbor_frames_bit(typeBits)
        // At depth 0, the sentinel's empty filter.
        let below = entries[depth - 1].seen
        if below & bit != 0 && (!takesArguments() || depth >= Self.recursionDepthLimit) {
            cycleStart = firstIndex(container: container, type: type)
        }
        // The inverse of `entry(at:)`'s casts: an `ObjectIdentifier` and an `any Any.Type` are one word each.
        entries[depth] = harbor_frame(
            container: unsafeBitCast(container, to: UnsafeRawPointer.self),
            type: typeBits,
            seen: below | bit
        )
        frames.pointee.depth = depth + 1
        return cycleStart
    }

    /// Pops the innermost resolve; at the end of a top-level resolve, drops its per-graph instances.
    func pop() {
        if !harbor_frames_pop() { endGraph() }
    }

    /// Drops the per-graph instances of the top-level resolve that just ended.
    func endGraph() {
        graphInstances.removeAll()
    }

    /// The type of the innermost resolve in progress (the one asking), if any.
    var innermost: (any Any.Type)? {
        depth == 0 ? nil : entry(at: depth - 1).type
    }

    /// The index of the latest entry for this container and type, if it is on the stack.
    func firstIndex(container: ObjectIdentifier, type: any Any.Type) -> Int? {
        let wanted = ObjectIdentifier(type)
        var index = depth - 1
        while index >= 0 {
            let entry = entry(at: index)
            if entry.container == container && ObjectIdentifier(entry.type) == wanted {
                return index
            }
            index -= 1
        }
        return nil
    }

    /// The innermost shared instance being built on behalf of another container (a singleton a child asked
    /// for), if any: the type of the entry at the innermost of ``sharedBuilds``.
    var sharedEntry: (any Any.Type)? {
        guard let start = sharedBuilds.last, start < depth else { return nil }
        return entry(at: start).type
    }

    /// The names of the types on the stack from `start` to the top.
    func path(from start: Int = 0) -> [String] {
        (start..<depth).map { typeName(entry(at: $0).type) }
    }

    private func growEntries() {
        let frames = self.frames
        let capacity = frames.pointee.capacity
        let bigger = Self.allocateEntries(capacity: capacity * 2)
        bigger.moveInitialize(from: frames.pointee.entries!, count: frames.pointee.depth)
        (frames.pointee.entries! - 1).deallocate()
        frames.pointee.entries = bigger
        frames.pointee.capacity = capacity * 2
    }
}

/// The thread-local key for ``ResolutionStack/current``; its destructor releases a finished thread's stack.
private let threadKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { releaseStack($0) }
    precondition(status == 0, "Harbor: pthread_key_create failed")
    return key
}()

/// Takes an optional so that one closure fits both Darwin's and Glibc's destructor signatures.
private func releaseStack(_ pointer: UnsafeMutableRawPointer?) {
    guard let pointer else { return }
    Unmanaged<ResolutionStack>.fromOpaque(pointer).release()
}

/// A type's name as messages and graphs print it: `OrdersVM`, `any IOrdersProvider`.
///
/// `String(describing:)` prints a protocol's existential type without `any` (`IOrdersProvider`); its
/// metatype is printed `IOrdersProvider.Protocol`, which tells the two apart.
func typeName(_ type: any Any.Type) -> String {
    let name = String(describing: type)
    return String(describing: Swift.type(of: type)).hasSuffix(".Protocol") ? "any " + name : name
}
