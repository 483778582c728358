import HarborContainer

/// One problem a ``ContainerAudit`` found: its kind, the root (or link) that met it, the resolution path, and
/// the fix.
public struct AuditProblem: Sendable, Equatable, CustomStringConvertible {
    /// What is wrong; the raw value heads the problem's group in a report.
    public enum Kind: String, Sendable, CaseIterable {
        /// A protocol or type with nothing bound.
        case unbound = "missing bindings"
        /// A type that needs itself to be built.
        case cycle = "cycles"
        /// A shared instance (singleton, weak-shared) that keeps a per-request, per-graph or scoped one.
        case captive = "captive dependencies"
        /// A main-actor type resolved off the main actor, from a nonisolated service.
        case mainActor = "main-actor types resolved off the main actor"
        /// Any other failure: an initializer that threw, arguments of the wrong type, a chain too deep.
        case failed = "failed resolves"
        /// A sample link that matches no route.
        case unmatchedLink = "links that open nothing"
        /// A route that refused its link or whose screens could not be shown (a view model that cannot be resolved).
        case unopenableRoute = "routes that cannot be opened"
        /// A route that opened, with another screen on top than its `Destination` ends on.
        case wrongScreen = "routes that land on another screen"
    }

    /// What is wrong.
    public let kind: Kind
    /// The root type (or the link) whose audit found it.
    public let root: String
    /// The resolution path, outermost first (for a link: the link and its destination).
    public let path: [String]
    /// What to do about it.
    public let fix: String

    /// Creates a problem; the audit makes these, tests may compare against them.
    ///
    /// - Parameters:
    ///   - kind: What is wrong.
    ///   - root: The root type or link.
    ///   - path: The resolution path.
    ///   - fix: What to do.
    public init(kind: Kind, root: String, path: [String], fix: String) {
        (self.kind, self.root, self.path, self.fix) = (kind, root, path, fix)
    }

    /// `OrdersVM: OrdersVM → any IOrdersProvider: bind((any IOrdersProvider).self) { … }`.
    public var description: String { "\(root): \(path.joined(separator: " → ")): \(fix)" }

    init(_ kind: Kind, _ root: String, _ path: [String], _ fix: String) {
        self.init(kind: kind, root: root, path: path, fix: fix)
    }

    /// The problem a failed resolve of `root` shows.
    init(_ error: ResolutionError, root: String) {
        let metatype = error.typeName.hasPrefix("any ") ? "(\(error.typeName)).self" : "\(error.typeName).self"
        switch error.kind {
        case .unbound:
            self.init(
                .unbound, root, error.path,
                "bind(\(metatype)) { … } on the app's container, or adopt ISingleton or IPerRequest")
        case .cycle:
            self.init(.cycle, root, error.path, "resolve one side later (in a method, or through a Lazy or a Provider)")
        case .mainActorRequired:
            let caller = error.path.dropLast().last ?? root
            self.init(
                .mainActor, root, error.path, "make \(caller) @MainActor, or bind a nonisolated \(error.typeName)")
        default:
            self.init(.failed, root, error.path, error.description)
        }
    }

    /// The captive dependencies in what `root` resolved: a shared instance that resolved, in its initializer, an
    /// instance that lives shorter. A per-request binding of a protocol defers to what its factory resolves, so
    /// it is looked through.
    static func captives(in graph: DependencyGraph, root: String) -> [AuditProblem] {
        let lifetimes = Dictionary(graph.nodes.map { ($0.name, $0.lifetime) }) { first, _ in first }
        let needs = Dictionary(grouping: graph.edges, by: \.from).mapValues { $0.map(\.to) }
        var found: [AuditProblem] = []
        func walk(_ path: [String]) {
            for next in needs[path.last!] ?? [] where !path.contains(next) {
                let lifetime = lifetimes[next] ?? nil
                if lifetime == .perRequest && next.hasPrefix("any ") {
                    walk(path + [next])
                } else if lifetime == .perRequest || lifetime == .perGraph || lifetime == .scoped {
                    let fix = "make \(path[0]) per-request, or resolve \(next) lazily (a Lazy or a Provider)"
                    found.append(AuditProblem(.captive, root, path + [next], fix))
                }
            }
        }
        for node in graph.nodes where node.lifetime == .singleton || node.lifetime == .weakShared {
            walk([node.name])
        }
        return found
    }
}
