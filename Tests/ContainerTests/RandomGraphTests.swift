import HarborContainer
import Testing

/// Seeded random acyclic graphs over the 200 generated node types, with random lifetimes: resolving each
/// node from the top must give every singleton, scoped and (held) weak-shared node one instance, every
/// per-request resolve a new instance with its own arguments, and every per-graph node one instance per
/// top-level resolve.
@Suite("Random graphs")
struct RandomGraphTests {
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func lifetimesHold(seed: UInt64) throws {
        let plan = GraphPlan(seed: seed)
        try GraphPlan.$current.withValue(plan) {
            let container = Container()
            let tops = resolveAll(plan, in: container)
            try verify(tops, plan: plan)
        }
    }

    /// Several containers resolve the same plan at the same time: each gets its own singletons.
    @Test func parallelContainers() async throws {
        let results = await withTaskGroup(of: Result<Int, VerificationFailure>.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    let plan = GraphPlan(seed: 99)
                    return GraphPlan.$current.withValue(plan) {
                        let container = Container()
                        let tops = resolveAll(plan, in: container)
                        do throws(VerificationFailure) {
                            try verify(tops, plan: plan)
                            return .success(tops.count)
                        } catch let failure {
                            return .failure(failure)
                        }
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        for result in results {
            #expect(try result.get() == nodeTypes.count)
        }
    }
}

/// Resolves every node from the top, one graph each, and keeps them all (so weak-shared nodes stay held).
private func resolveAll(_ plan: GraphPlan, in container: Container) -> [GraphNode.Child] {
    (0..<plan.lifetimes.count).map { index in
        plan.startGraph(index + 1)
        let args = plan.nextArgs()
        return GraphNode.Child(index: index, args: args, node: resolveNode(index, in: container, args: args))
    }
}

struct VerificationFailure: Error, CustomStringConvertible {
    let description: String
}

/// Checks every lifetime rule over all instances reachable from `tops`.
private func verify(_ tops: [GraphNode.Child], plan: GraphPlan) throws(VerificationFailure) {
    // Every distinct instance, and every resolve made (top-level ones and those made in initializers), with
    // the graph it was made in.
    var instances: [ObjectIdentifier: GraphNode] = [:]
    var resolves: [(child: GraphNode.Child, graph: Int)] = []
    var queue: [GraphNode] = []
    for (offset, top) in tops.enumerated() {
        resolves.append((top, offset + 1))
        queue.append(top.node)
    }
    while let node = queue.popLast() {
        guard instances.updateValue(node, forKey: ObjectIdentifier(node)) == nil else { continue }
        for child in node.children {
            resolves.append((child, node.graph))
            queue.append(child.node)
        }
    }
    for index in plan.lifetimes.indices {
        let made = resolves.filter { $0.child.index == index }
        let distinct = Set(made.map { ObjectIdentifier($0.child.node) })
        let name = "Node\(index) (\(plan.lifetimes[index]))"
        guard made.allSatisfy({ type(of: $0.child.node) == type(of: tops[index].node) }) else {
            throw VerificationFailure(description: "\(name): resolved the wrong type")
        }
        switch plan.lifetimes[index] {
        case .singleton, .scoped, .weakShared:
            guard distinct.count == 1 else {
                throw VerificationFailure(description: "\(name): \(distinct.count) instances, expected 1")
            }
        case .perRequest:
            guard distinct.count == made.count else {
                throw VerificationFailure(
                    description: "\(name): \(distinct.count) instances for \(made.count) resolves")
            }
            guard made.allSatisfy({ $0.child.node.args == $0.child.args }) else {
                throw VerificationFailure(description: "\(name): arguments not delivered")
            }
        case .perGraph:
            let graphs = Set(made.map(\.graph))
            guard distinct.count == graphs.count else {
                throw VerificationFailure(description: "\(name): \(distinct.count) instances in \(graphs.count) graphs")
            }
            for graph in graphs {
                let inGraph = Set(made.filter { $0.graph == graph }.map { ObjectIdentifier($0.child.node) })
                guard inGraph.count == 1 else {
                    throw VerificationFailure(description: "\(name): \(inGraph.count) instances in graph \(graph)")
                }
            }
        }
    }
}
