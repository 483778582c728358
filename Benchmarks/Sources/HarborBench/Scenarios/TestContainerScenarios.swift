import Foundation
import HarborContainer
import HarborTesting
import StartupFixtures

// Scenario 14: a test's own container, built from the app's. Each iteration gives one test its container from
// an app container with 1,000 bindings, mocks one service, resolves it, and releases the container.

/// 14. A test's container from the app's: `Container(bindingsOf:)`, as `.freshContainer(base:)` makes it.
func testContainerScenario() -> Scenario {
    let app = HarborContainer.Container()
    harborBindAll(app)
    return Scenario(
        id: "14",
        title: "a test's container from an app container of 1,000 bindings, one mock, one resolve",
        operationsPerIteration: 1,
        smokeIterations: 10,
        variants: [
            Variant(name: "Harbor Container(bindingsOf:)", role: .harbor) { () throws(CheckFailure) in
                let test = HarborContainer.Container(bindingsOf: app)
                try expect(harborResolveSamples(test).map { "\(type(of: $0))" } == samplesOf(app), "bindings lost")
                test.mock((any StartupP0).self) { _ in StartupS0() }
                try expect(
                    (test.resolve() as any StartupP0) !== test.resolve() as any StartupP0, "the mock is not in force")
                try expect(
                    (test.resolve() as StartupSingleton0) !== app.resolve() as StartupSingleton0, "a singleton shared")
            } run: { n, meter in
                meter.start()
                for _ in 0..<n {
                    let test = HarborContainer.Container(bindingsOf: app)
                    test.mock((any StartupP0).self) { _ in StartupS0() }
                    consume(test.resolve() as any StartupP0)
                }
                meter.stop()
            },
            Variant(name: "the app's container built again for each test", role: .floor) {
                () throws(CheckFailure) in
                let test = HarborContainer.Container()
                harborBindAll(test)
                try expect(harborResolveSamples(test).map { "\(type(of: $0))" } == samplesOf(app), "bindings lost")
            } run: { n, meter in
                meter.start()
                for _ in 0..<n {
                    let test = HarborContainer.Container()
                    harborBindAll(test)
                    test.mock((any StartupP0).self) { _ in StartupS0() }
                    consume(test.resolve() as any StartupP0)
                }
                meter.stop()
            },
        ]
    )
}

/// The types the sample resolves give, as text.
private func samplesOf(_ container: HarborContainer.Container) -> [String] {
    harborResolveSamples(container).map { "\(type(of: $0))" }
}

// Scenario 15: an audit of the app graph. One iteration audits 1,000 roots (the 1,000 start-up singletons),
// each in a container of its own with the app's 1,000 bindings; ns/op is per root.

/// 15. `ContainerAudit` of 1,000 roots.
func auditScenario() -> Scenario {
    let app = HarborContainer.Container()
    harborBindAll(app)
    let types = startupSingletonTypes
    @MainActor func audit() async -> ContainerAudit {
        await ContainerAudit(app) { roots in
            for type in types { addRoot(type, to: &roots) }
        }
    }
    return Scenario(
        id: "15",
        title: "audit 1,000 roots, each in a container of its own",
        operationsPerIteration: types.count,
        smokeIterations: 1,
        variants: [
            Variant(name: "Harbor ContainerAudit", role: .harbor) { () throws(CheckFailure) in
                let result = onMainActor { await audit() }
                try expect(result.problems.isEmpty, "problems: \(result)")
                try expect(result.graph.nodes.count == types.count, "\(result.graph.nodes.count) nodes")
            } run: { n, meter in
                meter.start()
                for _ in 0..<n { _ = onMainActor { await audit() } }
                meter.stop()
            }
        ]
    )
}

/// Adds `type` as a root (opens the existential).
@MainActor
private func addRoot<T: StartupSingleton>(_ type: T.Type, to roots: inout AuditRoots) {
    roots.root(type)
}

/// Runs `body` on the main actor from the main thread's synchronous harness, serving the main queue until it ends.
private func onMainActor<T: Sendable>(_ body: @escaping @MainActor () async -> T) -> T {
    nonisolated(unsafe) var result: T?
    Task { @MainActor in result = await body() }
    while result == nil { RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001)) }
    return result!
}
