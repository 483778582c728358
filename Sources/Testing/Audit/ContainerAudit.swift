import Foundation
import HarborContainer
import HarborNavigation
import Testing

/// An audit of the whole app graph from one test: every root resolved, every sample link opened, and every
/// problem found listed at once.
///
/// ```swift
/// @Test @MainActor func theAppGraphIsSound() async {
///     let audit = await ContainerAudit(AppContainer.shared) { roots in
///         roots.root(OrdersVM.self)
///         roots.root(OrderDetailsVM.self, args: .sample)
///     }
///     #expect(audit.problems.isEmpty, "\(audit)")
/// }
/// ```
///
/// Each root is resolved with `resolveOrThrow`, on the main actor, in a container of its own with the given
/// container's bindings (`Container(bindingsOf:)`): the app's real bindings, and none of
/// its instances, which stay as they were. A failure the resolve throws is noted and the audit goes on with the
/// next root. A failure inside a plain `resolve()` in an initializer cannot return to the audit, so it stops the
/// test there, printing everything found until then and the roots it did not reach. In a test, each root is
/// named on standard error before it is resolved, so a crash in an initializer (a `fatalError`) names its root. Initializers that resolve with
/// `try container.resolveOrThrow()` let the audit go past their failures.
public struct ContainerAudit: Sendable, CustomStringConvertible {
    /// Every problem found, by root (or link) in the order they were given.
    public private(set) var problems: [AuditProblem] = []

    /// The route patterns no sample link reached: not audited.
    public private(set) var notAudited: [String] = []

    /// What each audited root resolved, merged, with the problems' types marked in ``mermaid``.
    public private(set) var graph = DependencyGraph(nodes: [], edges: [])

    /// Audits the roots and routes `roots` lists against `container`'s bindings; `container` is not changed.
    ///
    /// - Parameters:
    ///   - container: The app's container, with its bindings.
    ///   - roots: Lists the roots (the types the app resolves first: view models, coordinators) and the routes.
    @MainActor
    public init(_ container: Container, roots: @MainActor (inout AuditRoots) -> Void) async {
        var list = AuditRoots()
        roots(&list)
        var nodes: Set<DependencyGraph.Node> = []
        var edges: Set<DependencyGraph.Edge> = []
        for (index, root) in list.roots.enumerated() {
            let own = Container(bindingsOf: container, recordsDependencies: true)
            if Test.current != nil || ExitTest.current != nil {  // A crash in an initializer then names its root.
                let line = "ContainerAudit: resolving \(root.name) (\(index + 1) of \(list.roots.count))\n"
                FileHandle.standardError.write(Data(line.utf8))
            }
            let (found, rest) = (problems, list.roots[(index + 1)...].map(\.name))
            let stop: @Sendable (ResolutionError) -> Never = { error in
                let audit = ContainerAudit(problems: found + [AuditProblem(error, root: root.name)], notReached: rest)
                fatalError("\(audit)\nContainerAudit stopped at \(root.name): a plain resolve() failed in an init.")
            }
            do throws(ResolutionError) {
                try Container.withFatalErrorHandler(stop) { () throws(ResolutionError) in try root.resolve(own) }
            } catch {
                problems.append(AuditProblem(error, root: root.name))
            }
            problems += AuditProblem.captives(in: own.dependencyGraph, root: root.name)
            nodes.formUnion(own.dependencyGraph.nodes)
            edges.formUnion(own.dependencyGraph.edges)
        }
        graph = DependencyGraph(nodes: nodes.sorted { $0.name < $1.name }, edges: edges.sorted { $0.from < $1.from })
        for routes in list.routes {
            var reached: Set<String> = []
            for link in routes.links {
                if let pattern = routes.table.match(link)?.pattern { reached.insert(pattern) }
                if let problem = await AuditProblem.opening(link, routes: routes, base: container) {
                    problems.append(problem)
                }
            }
            notAudited += routes.table.patterns.filter { !reached.contains($0) }
        }
    }

    private init(problems: [AuditProblem], notReached: [String]) {
        (self.problems, notAudited) = (problems, notReached)
    }

    /// One line per problem, grouped by kind, each with its fix; then what was not audited.
    public var description: String {
        let count = problems.isEmpty ? "no problems" : problems.count == 1 ? "1 problem" : "\(problems.count) problems"
        var lines = ["ContainerAudit: \(count)"]
        for kind in AuditProblem.Kind.allCases {
            let ofKind = problems.filter { $0.kind == kind }
            if !ofKind.isEmpty { lines += ["\(kind.rawValue) (\(ofKind.count)):"] + ofKind.map { "  \($0)" } }
        }
        if !notAudited.isEmpty { lines.append("not audited: " + notAudited.joined(separator: ", ")) }
        return lines.joined(separator: "\n")
    }

    /// ``graph`` as a Mermaid flowchart, the types on a problem's path marked red.
    public var mermaid: String {
        let marked = Set(problems.flatMap(\.path))
        let ids = graph.nodes.indices.filter { marked.contains(graph.nodes[$0].name) }.map { "n\($0)" }
        if ids.isEmpty { return graph.mermaid }
        return graph.mermaid + "\n    classDef problem stroke:#d00,stroke-width:3px\n    class "
            + ids.joined(separator: ",") + " problem"
    }
}

/// The roots and routes a ``ContainerAudit`` checks.
@MainActor
public struct AuditRoots {
    struct Root {
        let name: String
        let resolve: @MainActor (Container) throws(ResolutionError) -> Void
    }

    struct Routes {
        let table: RouteTable
        let links: [String]
        let window: @MainActor (Container) -> any IScreenWindow
    }

    var roots: [Root] = []
    var routes: [Routes] = []

    /// Adds a root: a type the app resolves with `args` (a view model, a coordinator).
    ///
    /// - Parameters:
    ///   - type: The root type.
    ///   - args: Sample arguments for its initializer.
    public mutating func root<R: IResolvable>(_ type: R.Type, args: R.Arguments) {
        roots.append(
            Root(name: "\(R.self)") { container throws(ResolutionError) in
                _ = try container.resolveOrThrow(R.self, args: args)
            })
    }

    /// Adds a root whose initializer takes no arguments.
    ///
    /// - Parameter type: The root type.
    public mutating func root<R: IResolvable>(_ type: R.Type) where R.Arguments == Void {
        root(type, args: ())
    }

    /// Adds the routes of `table`, each sample link opened in a window of its own with the real services.
    ///
    /// ```swift
    /// roots.routes(router.routes, links: ["myapp://orders/7"]) { _ in TestWindow(root: OrdersScreen()) }
    /// ```
    ///
    /// - Parameters:
    ///   - table: The app's routes (`router.routes` after the app registered them).
    ///   - links: Sample links; a route none of them matches is listed as not audited.
    ///   - window: The window each link opens in, with the app's first screen, made for that link's container
    ///     (a `TestWindow`, or the app's own window type).
    public mutating func routes(
        _ table: RouteTable,
        links: [String],
        window: @escaping @MainActor (Container) -> any IScreenWindow
    ) {
        routes.append(Routes(table: table, links: links, window: window))
    }
}

/// Opens a destination the audit found for a link.
private struct AuditedRoute: IRoute {
    let target: Destination
    func destination() -> Destination { target }
}

extension AuditProblem {
    /// The problem opening `link` has in a container of its own with `base`'s bindings, if any.
    @MainActor
    fileprivate static func opening(_ link: String, routes: AuditRoots.Routes, base: Container) async -> Self? {
        let destination: Destination
        do throws(RouteError) {
            destination = try routes.table.destination(for: link)
        } catch {
            guard case .unknownRoute = error else { return AuditProblem(.unopenableRoute, link, [link], "\(error)") }
            return AuditProblem(.unmatchedLink, link, [link], "\(error): register a route for it, or fix the link")
        }
        let own = Container(bindingsOf: base)
        let window = routes.window(own)
        let provider = FixedWindowProvider(window)
        own.bind((any IWindowProvider).self) { _ in provider }
        defer { withExtendedLifetime(window) {} }
        let (name, matches) = destination.lastScreen
        do throws(RouteError) {
            let router: RouterService = own.resolve()
            try await router.openAndWait(AuditedRoute(target: destination), animated: false)
            let presenter: PresenterService = own.resolve()
            let top = try? presenter.topScreen()
            guard let top, !matches(top) else { return nil }
            let fix = "it declares \(name), but \(type(of: top)) is on top: fix the route's Destination"
            return AuditProblem(.wrongScreen, link, [link, "\(destination)"], fix)
        } catch {
            return AuditProblem(.unopenableRoute, link, [link, "\(destination)"], "\(error)")
        }
    }
}
