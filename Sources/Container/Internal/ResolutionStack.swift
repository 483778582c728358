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
/// Not `Sendable`: each instance is only ever touched by its own thread.
final class ResolutionStack {
    /// One resolve in progress.
    struct Entry {
        /// The container resolving (cycles are per container: a child may legitimately wrap its parent's).
        let container: ObjectIdentifier
        /// The requested type or bound service.
        let type: any Any.Type
        /// One bit per type on the stack up to and including this entry (a one-word Bloom filter): a push
        /// whose bit is clear below it cannot repeat an entry, and skips the scan.
        let seen: UInt64
    }

    /// How deep a type that takes arguments may resolve itself (a tree of view models, each resolving its
    /// children with their own arguments) before the repetition counts as a cycle. Without arguments, a type
    /// that resolves itself always recurses the same way, so that is a cycle at any depth.
    static let recursionDepthLimit = 128

    // `@exclusivity(unchecked)`: only the owning thread touches a stack, and every access is a single read or
    // write that never overlaps another, so the runtime's dynamic exclusivity checks would only cost time.
    @exclusivity(unchecked) private(set) var entries: UnsafeMutablePointer<Entry>
    @exclusivity(unchecked) private var capacity = 32
    @exclusivity(unchecked) private(set) var depth = 0
    /// The depths at which shared instances began to be built on behalf of another container (slow path
    /// only: a first creation).
    @exclusivity(unchecked) var sharedBuilds: [Int] = []
    /// Per-graph instances of the current top-level resolve, keyed by container and type.
    @exclusivity(unchecked) var graphInstances: [GraphKey: AnyObject] = [:]

    struct GraphKey: Hashable {
        let container: ObjectIdentifier
        let type: ObjectIdentifier
        /// The registration that makes the value, or the type itself when it declares its own lifetime.
        let source: ObjectIdentifier
    }

    private init() {
        entries = .allocate(capacity: capacity)
    }

    deinit {
        entries.deinitialize(count: depth)
        entries.deallocate()
    }

    /// This thread's stack, without a retain: valid while the thread runs.
    @inline(__always)
    static var currentUnmanaged: Unmanaged<ResolutionStack> {
        if let pointer = harbor_current_resolution_stack() {
            return Unmanaged<ResolutionStack>.fromOpaque(pointer)
        }
        return Unmanaged.passUnretained(makeCurrent())
    }

    /// This thread's stack.
    @inline(__always)
    static var current: ResolutionStack {
        if let pointer = harbor_current_resolution_stack() {
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
        harbor_set_current_resolution_stack(pointer)
        return stack
    }

    /// Pushes a resolve; returns the index of an earlier entry for the same container and type (a cycle).
    ///
    /// - Parameter takesArguments: Whether the type takes arguments other than `Void`; such a type may
    ///   legitimately resolve itself, so its repetition is a cycle only past ``recursionDepthLimit``.
    @inline(__always)
    func push(container: ObjectIdentifier, type: any Any.Type, takesArguments: () -> Bool) -> Int? {
        if depth == capacity { growEntries() }
        var cycleStart: Int?
        // Checked on every push, so a cycle is reported on its first repeat, before any initializer runs twice;
        // the filter makes the usual push (a type not on the stack yet) a shift and a test.
        let address = UInt(bitPattern: Int(bitPattern: ObjectIdentifier(type)))
        let bit = UInt64(1) << UInt64(((address >> 4) ^ (address >> 10)) & 63)
        let below = depth == 0 ? 0 : entries[depth - 1].seen
        if below & bit != 0 && (!takesArguments() || depth >= Self.recursionDepthLimit) {
            cycleStart = firstIndex(container: container, type: type)
        }
        (entries + depth).initialize(to: Entry(container: container, type: type, seen: below | bit))
        depth += 1
        return cycleStart
    }

    /// Pops the innermost resolve; at the end of a top-level resolve, drops its per-graph instances.
    @inline(__always)
    func pop() {
        depth -= 1
        (entries + depth).deinitialize(count: 1)
        if depth == 0 && !graphInstances.isEmpty {
            graphInstances.removeAll()
        }
    }

    /// The type of the innermost resolve in progress (the one asking), if any.
    var innermost: (any Any.Type)? {
        depth == 0 ? nil : entries[depth - 1].type
    }

    /// The index of the latest entry for this container and type, if it is on the stack.
    func firstIndex(container: ObjectIdentifier, type: any Any.Type) -> Int? {
        let wanted = ObjectIdentifier(type)
        var index = depth - 1
        while index >= 0 {
            if entries[index].container == container && ObjectIdentifier(entries[index].type) == wanted {
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
        return entries[start].type
    }

    /// The names of the types on the stack from `start` to the top.
    func path(from start: Int = 0) -> [String] {
        (start..<depth).map { typeName(entries[$0].type) }
    }

    private func growEntries() {
        let bigger = UnsafeMutablePointer<Entry>.allocate(capacity: capacity * 2)
        bigger.moveInitialize(from: entries, count: depth)
        entries.deallocate()
        entries = bigger
        capacity *= 2
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
    harbor_set_current_resolution_stack(nil)
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
