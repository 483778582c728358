import HarborContainer

/// A node of a random dependency graph: its lifetime and dependencies come from the test's ``GraphPlan``.
///
/// The generated subclasses (`Node0…Node199`, see generate-nodes.py) only name their index; each is a
/// distinct type to the container.
class GraphNode: IResolvable {
    typealias Arguments = Int

    /// The node's index in the plan; each generated subclass overrides it.
    class var index: Int { preconditionFailure("GraphNode subclasses override index") }

    /// Read from the plan: the same classes get other lifetimes under other seeds.
    class var lifetime: Lifetime { GraphPlan.current!.lifetimes[index] }

    /// One resolve this node made: of which node, with which arguments, and what came back.
    struct Child {
        let index: Int
        let args: Int
        let node: GraphNode
    }

    /// The arguments this instance was built with.
    let args: Int
    /// The top-level resolve (graph) during which this instance was built.
    let graph: Int
    /// What this instance resolved in its initializer.
    let children: [Child]

    required init(container: any IContainer, args: Int) {
        let plan = GraphPlan.current!
        self.args = args
        graph = plan.graph
        children = plan.edges[Self.index].map { index in
            let args = plan.nextArgs()
            return Child(index: index, args: args, node: resolveNode(nodeTypes[index], in: container, args: args))
        }
    }
}

/// A generated node class; lets `nodeTypes[index]` be opened to resolve the node's own type.
protocol IndexedNode: GraphNode {}

private func resolveNode<T: IndexedNode>(_ type: T.Type, in container: any IContainer, args: Int) -> GraphNode {
    container.resolve(type, args: args)
}

/// Resolves node `index` from the top (a new graph).
func resolveNode(_ index: Int, in container: any IContainer, args: Int) -> GraphNode {
    resolveNode(nodeTypes[index], in: container, args: args)
}
