import Foundation
import HarborContainer
import HarborNavigation
import HarborTesting
import Testing

// A test app built to contain one problem of each kind.

private protocol IAuditClock: AnyObject, Sendable {}
private protocol IAuditStore: AnyObject, Sendable {}
private protocol IMainClock: AnyObject {}
private final class StoreImpl: IAuditStore {}
@MainActor private final class MainClock: IMainClock {}

/// Missing binding: nothing is bound to `IAuditClock`.
@MainActor private final class NeedsClockVM: @MainActor IPerRequest {
    init(container: any IContainer, args: Void) throws(ResolutionError) {
        _ = try container.resolveOrThrow((any IAuditClock).self)
    }
}

/// Cycle: `LoopA` and `LoopB` need each other.
private final class LoopA: IPerRequest {
    init(container: any IContainer, args: Void) throws(ResolutionError) { _ = try container.resolveOrThrow(LoopB.self) }
}
private final class LoopB: IPerRequest {
    init(container: any IContainer, args: Void) throws(ResolutionError) { _ = try container.resolveOrThrow(LoopA.self) }
}

/// Captive dependency: a singleton keeps a per-request formatter.
private final class Formatter: IPerRequest, Sendable {
    init(container: any IContainer, args: Void) {}
}
private final class Cart: ISingleton, Sendable {
    let formatter: Formatter
    init(container: any IContainer, args: Void) { formatter = container.resolve() }
}
@MainActor private final class CartOwnerVM: @MainActor IPerRequest {
    let cart: Cart
    init(container: any IContainer, args: Void) { cart = container.resolve() }
}

/// Main actor: a nonisolated singleton that resolves a main-actor binding on a background thread.
private final class Warmup: ISingleton, Sendable {
    init(container: any IContainer, args: Void) throws(ResolutionError) {
        let result = Locked<Result<Void, ResolutionError>>(.success(()))
        let done = DispatchSemaphore(value: 0)
        Thread {
            do throws(ResolutionError) {
                _ = try container.resolveOrThrow((any IMainClock).self)
            } catch {
                result.set(.failure(error))
            }
            done.signal()
        }.start()
        done.wait()
        try result.get().get()
    }
}

/// An initializer that throws: the store is bound with arguments, and resolved without.
private final class StoreReportVM: IPerRequest {
    init(container: any IContainer, args: Void) throws(ResolutionError) {
        _ = try container.resolveOrThrow((any IAuditStore).self)
    }
}

/// A value behind a lock, for the test above.
private final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func set(_ new: Value) { lock.withLock { value = new } }
    func get() -> Value { lock.withLock { value } }
}

@MainActor
private func makeFlawedApp() -> Container {
    let container = Container()
    container.bind((any IAuditStore).self) { (_, _: Int) in StoreImpl() }
    container.bindOnMainActor((any IMainClock).self) { _ in MainClock() }
    return container
}

@Suite("Container audit: the whole app graph in one test")
@MainActor
struct ContainerAuditTests {
    @Test func findsEveryKindOfProblemAtOnce() async {
        let audit = await ContainerAudit(makeFlawedApp()) { roots in
            roots.root(NeedsClockVM.self)
            roots.root(LoopA.self)
            roots.root(CartOwnerVM.self)
            roots.root(Warmup.self)
            roots.root(StoreReportVM.self)
            roots.root(OrderDetailsVM.self, args: Order(id: 1))
        }
        #expect(audit.problems.map(\.kind) == [.unbound, .cycle, .captive, .mainActor, .failed])
        #expect(
            audit.problems[0]
                == AuditProblem(
                    kind: .unbound, root: "NeedsClockVM", path: ["NeedsClockVM", "any IAuditClock"],
                    fix: "bind((any IAuditClock).self) { … } on the app's container, or adopt ISingleton or IPerRequest"
                ))
        #expect(audit.problems[1].path == ["LoopA", "LoopB", "LoopA"])
        #expect(audit.problems[2].path == ["Cart", "Formatter"])
        #expect(audit.problems[2].fix.contains("make Cart per-request, or resolve Formatter lazily"))
        #expect(audit.problems[3].root == "Warmup" && audit.problems[3].path == ["any IMainClock"])
        #expect(audit.problems[4].root == "StoreReportVM")
        #expect(audit.problems[4].fix.contains("takes arguments of type Int but was resolved without any"))
    }

    @Test func theReportGroupsProblemsByKindOneLineEach() async {
        let audit = await ContainerAudit(makeFlawedApp()) { roots in
            roots.root(NeedsClockVM.self)
            roots.root(CartOwnerVM.self)
        }
        let lines = "\(audit)".split(separator: "\n").map(String.init)
        #expect(lines.first == "ContainerAudit: 2 problems")
        #expect(lines.contains("missing bindings (1):"))
        #expect(lines.contains("captive dependencies (1):"))
        #expect(lines.contains { $0.hasPrefix("  CartOwnerVM: Cart → Formatter: make Cart per-request") })
        #expect(audit.mermaid.contains("class "))
        #expect(audit.mermaid.contains(" problem"))
    }

    @Test func aSoundGraphAuditsClean() async {
        let audit = await ContainerAudit(Container()) { roots in
            roots.root(OrdersVM.self)
            roots.root(OrderDetailsVM.self, args: Order(id: 1))
        }
        #expect(audit.problems.isEmpty, "\(audit)")
        #expect("\(audit)" == "ContainerAudit: no problems")
    }

    @Test func theAuditedContainerIsNotTouched() async {
        let app = makeFlawedApp()
        let cart: Cart = app.resolve()
        let audit = await ContainerAudit(app) { roots in
            roots.root(CartOwnerVM.self)
            roots.root(Warmup.self)
        }
        #expect(!audit.problems.isEmpty)
        #expect((app.resolve() as Cart) === cart)
        #expect(app.dependencyGraph.nodes.isEmpty)
    }

    @Test func routesWithSampleLinksAreOpenedAndTheRestListed() async {
        let app = RoutingHarness()
        app.router.routes.register("/elsewhere") { _ throws(RouteError) in
            Destination(tab: ProfileScreen.self).push(SettingsScreen.self)
        }
        let table = app.router.routes
        let audit = await ContainerAudit(app.container) { roots in
            roots.routes(table, links: ["harbor://orders/7", "harbor://nowhere", "harbor://report"]) { _ in
                TestWindow(
                    root: TestTabBar(tabs: [
                        TestNavigationStack(root: OrdersScreen()), TestNavigationStack(root: ProfileScreen()),
                    ]))
            }
        }
        #expect(audit.problems.map(\.kind) == [.unmatchedLink, .unopenableRoute])
        #expect(audit.problems[0].root == "harbor://nowhere")
        #expect(audit.problems[1].root == "harbor://report")
        #expect(audit.problems[1].fix.contains("nothing is bound to any IReportPlugin"), "\(audit)")
        #expect(audit.notAudited.contains("/orders/:id/items"))
        #expect(!audit.notAudited.contains("/orders/:id"))
    }

    @Test func aRouteThatLandsElsewhereIsReported() async {
        let table = RouteTable(schemes: ["harbor"])
        table.register("/welcome") { _ throws(RouteError) in
            Destination(tab: OrdersScreen.self).push(WelcomeScreen.self)
        }
        let audit = await ContainerAudit(Container()) { roots in
            roots.routes(table, links: ["harbor://welcome"]) { _ in
                TestWindow(root: TestTabBar(tabs: [TestNavigationStack(root: OrdersScreen())]))
            }
        }
        #expect(audit.problems.map(\.kind) == [.wrongScreen], "\(audit)")
        #expect(audit.problems.first?.fix.hasPrefix("it declares WelcomeScreen, but ") == true)
    }

    @Test("A plain resolve() that fails in an initializer stops the audit, printing what it found")
    func aPlainFailureStopsTheAuditWithTheReportSoFar() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = await ContainerAudit(Container()) { roots in
                roots.root(CartOwnerVM.self)
                roots.root(PlainNeedsClockVM.self)
                roots.root(OrdersVM.self)
            }
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("captive dependencies (1):"))
        #expect(
            stderr.contains("  PlainNeedsClockVM: PlainNeedsClockVM → any IPlainClock: bind((any IPlainClock).self)"))
        #expect(stderr.contains("not audited: OrdersVM"))
        #expect(stderr.contains("ContainerAudit stopped at PlainNeedsClockVM"))
    }

    @Test("A root whose initializer crashes is named before the crash")
    func aCrashNamesItsRoot() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = await ContainerAudit(Container()) { roots in
                roots.root(OrdersVM.self)
                roots.root(CrashingVM.self)
            }
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("ContainerAudit: resolving CrashingVM (2 of 2)\n"))
        #expect(stderr.contains("the user's own fatalError"))
    }
}

/// A plain `resolve()` of a missing binding, in an initializer.
@MainActor final class PlainNeedsClockVM: @MainActor IPerRequest {
    init(container: any IContainer, args: Void) { _ = container.resolve() as any IPlainClock }
}
protocol IPlainClock: AnyObject {}

/// A screen whose view model presents another screen as soon as it is made: a route to it lands elsewhere.
final class WelcomeScreen: ModelScreen<WelcomeVM> {}
@MainActor final class WelcomeVM: @MainActor IPerRequest {
    let presenter: PresenterService
    init(container: any IContainer, args: Void) {
        presenter = container.resolve()
        presenter.present(SettingsScreen.self)
    }
}

/// A root whose initializer stops the program.
@MainActor final class CrashingVM: @MainActor IPerRequest {
    init(container: any IContainer, args: Void) { fatalError("the user's own fatalError") }
}
