/// What a container tree resolved: its types with their lifetimes, and who depends on whom.
///
/// Create the root with `Container(recordsDependencies: true)`, exercise the app (or a test), then print
/// ``description`` or paste ``mermaid`` into your docs:
///
/// ```swift
/// let container = Container(recordsDependencies: true)
/// _ = container.resolve() as OrdersVM
/// print(container.dependencyGraph.mermaid)
/// ```
public struct DependencyGraph: Sendable, Equatable, CustomStringConvertible {
    /// A resolved type.
    public struct Node: Sendable, Hashable {
        /// The type's name, as `String(describing:)` prints it.
        public let name: String
        /// Its lifetime; `nil` for a bound service seen only as a dependent.
        public let lifetime: Lifetime?
        /// Whether a mock replaced it.
        public let isMock: Bool
    }

    /// A dependency: `from` resolved `to` while it was being built.
    public struct Edge: Sendable, Hashable {
        /// The dependent.
        public let from: String
        /// The dependency.
        public let to: String
    }

    /// The resolved types, sorted by name.
    public let nodes: [Node]

    /// The dependencies, sorted.
    public let edges: [Edge]

    package init(nodes: [Node], edges: [Edge]) {
        (self.nodes, self.edges) = (nodes, edges)
    }

    /// One line per type with its lifetime and dependencies:
    ///
    /// ```text
    /// OrdersVM (per-request) → OrdersProvider, PresenterService
    /// OrdersProvider (singleton)
    /// ```
    public var description: String {
        nodes.map { node in
            let label = node.lifetime.map { " (\($0)\(node.isMock ? ", mock" : ""))" } ?? " (bound)"
            let dependencies = edges.filter { $0.from == node.name }.map(\.to)
            return node.name + label + (dependencies.isEmpty ? "" : " → " + dependencies.joined(separator: ", "))
        }
        .joined(separator: "\n")
    }

    /// The graph as a Mermaid flowchart, for Markdown that renders Mermaid (DocC articles, GitHub, wikis).
    public var mermaid: String {
        var ids: [String: String] = [:]
        for (index, node) in nodes.enumerated() { ids[node.name] = "n\(index)" }
        var lines = ["graph TD"]
        for node in nodes {
            let label = node.lifetime.map { "<br/>\($0)\(node.isMock ? ", mock" : "")" } ?? "<br/>bound"
            let name = node.name.map { character in
                switch character {
                case "\"": "'"
                case "<": "&lt;"
                case ">": "&gt;"
                default: String(character)
                }
            }
            .joined()
            lines.append("    \(ids[node.name]!)[\"\(name)\(label)\"]")
        }
        for edge in edges {
            lines.append("    \(ids[edge.from]!) --> \(ids[edge.to]!)")
        }
        return lines.joined(separator: "\n")
    }
}

extension Container {
    /// What this container tree has resolved so far; empty unless the root was created with
    /// `Container(recordsDependencies: true)`.
    public var dependencyGraph: DependencyGraph {
        recorder?.graph ?? DependencyGraph(nodes: [], edges: [])
    }
}
