import HarborSupport

/// Collects the types a container tree resolved and who depends on whom, when recording is on.
///
/// `@unchecked Sendable`: `nodes` and `edges` are guarded by `lock`. The record grows with the number of
/// distinct types and edges, never with the number of resolves.
final class DependencyRecorder: @unchecked Sendable {
    private let lock = Lock()
    /// Guarded by `lock`. Named when the graph is read, not when a type is built deep in a resolution: naming a
    /// type takes stack as deep as its generic arguments nest.
    private var nodes: [ObjectIdentifier: (type: any Any.Type, lifetime: Lifetime?, isMock: Bool)] = [:]
    /// Guarded by `lock`.
    private var edges: Set<Edge> = []

    struct Edge: Hashable {
        let from: ObjectIdentifier
        let to: ObjectIdentifier
    }

    /// Records that `type` was built by the innermost resolve on `stack` (already pushed).
    func recordBuild(of type: any Any.Type, lifetime: Lifetime, stack: ResolutionStack, isMock: Bool = false) {
        let dependent = stack.frames.count >= 2 ? stack.frames[stack.frames.count - 2].type : nil
        record(type, lifetime: lifetime, dependent: dependent, isMock: isMock)
    }

    /// Records that the innermost resolve on this thread used an existing shared `type`.
    func recordUse(of type: any Any.Type, lifetime: Lifetime) {
        record(type, lifetime: lifetime, dependent: ResolutionStack.current.innermost, isMock: false)
    }

    private func record(_ type: any Any.Type, lifetime: Lifetime, dependent: (any Any.Type)?, isMock: Bool) {
        let id = ObjectIdentifier(type)
        lock.withLock {
            // A type first seen as a dependent (a binding's factory, a type not yet finished) gets its lifetime
            // when it is built or used itself.
            if nodes[id]?.lifetime == nil { nodes[id] = (type, lifetime, isMock) }
            if let dependent {
                let dependentID = ObjectIdentifier(dependent)
                if nodes[dependentID] == nil { nodes[dependentID] = (dependent, nil, false) }
                edges.insert(Edge(from: dependentID, to: id))
            }
        }
    }

    /// How many nodes and edges are recorded; for tests that check the record does not grow with resolves.
    var sizes: (nodes: Int, edges: Int) {
        lock.withLock { (nodes.count, edges.count) }
    }

    /// A snapshot of what was recorded.
    var graph: DependencyGraph {
        lock.withLock {
            let named = nodes.mapValues { DependencyGraph.Node(name: typeName($0), lifetime: $1, isMock: $2) }
            let nodeList = named.values.sorted { $0.name < $1.name }
            let edgeList = edges.compactMap { edge -> DependencyGraph.Edge? in
                guard let from = named[edge.from], let to = named[edge.to] else { return nil }
                return DependencyGraph.Edge(from: from.name, to: to.name)
            }
            .sorted { ($0.from, $0.to) < ($1.from, $1.to) }
            return DependencyGraph(nodes: nodeList, edges: edgeList)
        }
    }
}
