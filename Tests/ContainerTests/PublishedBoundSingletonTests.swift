import Foundation
import Testing

@testable import HarborContainer

private protocol IGauge: AnyObject, Sendable {
    /// Which binding made it (its number in the test's sequence of binds).
    var generation: Int { get }
}

/// Counts its live instances in the counter it is given.
private final class Gauge: IGauge {
    let generation: Int
    private let live: Counter

    init(generation: Int, live: Counter) {
        self.generation = generation
        self.live = live
        live.increment()
    }

    deinit { live.decrement() }
}

/// A root's `.singleton` binding without arguments is read without a lock once made (`Container.published`),
/// from every container of the tree, while no container below the root binds or mocks anything. These pin
/// what that must not change: every resolve gets the product of the registration in force, replacing the
/// binding replaces the product, a mock's product and every later product go at once, and memory stays
/// bounded.
@Suite("A root's singleton binding read without a lock")
struct PublishedBoundSingletonTests {
    private let key = ObjectIdentifier((any IGauge).self)

    @Test func isOneInstanceFromEveryContainerOfTheTree() {
        let live = Counter()
        let root = Container()
        let grandchild = root.makeChild().makeChild()
        root.bind((any IGauge).self, lifetime: .singleton) { _ in Gauge(generation: 0, live: live) }
        let first: any IGauge = grandchild.resolve()
        #expect(root.published.isPublished(key, registration: false))
        #expect(root.resolve() as any IGauge === first)
        #expect(grandchild.resolve() as any IGauge === first)
        #expect(live.value == 1)
    }

    @Test func aSecondBindReplacesItEverywhere() {
        let live = Counter()
        let root = Container()
        let grandchild = root.makeChild().makeChild()
        root.bind((any IGauge).self, lifetime: .singleton) { _ in Gauge(generation: 0, live: live) }
        _ = grandchild.resolve() as any IGauge
        root.bind((any IGauge).self, lifetime: .singleton) { _ in Gauge(generation: 1, live: live) }
        #expect(!root.published.isPublished(key, registration: false))
        #expect((grandchild.resolve() as any IGauge).generation == 1)
        #expect((root.resolve() as any IGauge).generation == 1)
        #expect(grandchild.resolve() as any IGauge === root.resolve() as any IGauge)
    }

    /// The first product was read without a lock, so the root keeps it until it goes, as it keeps a reset
    /// self-declared singleton; the binding's later products are no longer published, and go at once.
    @Test func keepsOneReplacedProductUntilTheContainerGoes() {
        let live = Counter()
        do {
            let root = Container()
            for generation in 0..<100 {
                root.bind((any IGauge).self, lifetime: .singleton) { _ in Gauge(generation: generation, live: live) }
                #expect((root.resolve() as any IGauge).generation == generation)
            }
            #expect(live.value == 2, "the first product (kept) and the last binding's")
            root.reset()
            #expect(live.value == 1)
            #expect(root.bookkeeping.registrations == 1)
        }
        #expect(live.value == 0)
    }

    @Test func aResetMakesANewOneAndTheNextResetReleasesIt() {
        let live = Counter()
        let root = Container()
        let child = root.makeChild()
        root.bind((any IGauge).self, lifetime: .singleton) { _ in Gauge(generation: 0, live: live) }
        let first = ObjectIdentifier(child.resolve() as any IGauge)
        root.reset((any IGauge).self)
        let second = ObjectIdentifier(child.resolve() as any IGauge)
        #expect(second != first)
        #expect(ObjectIdentifier(root.resolve() as any IGauge) == second)
        #expect(live.value == 2)
        root.reset((any IGauge).self)
        #expect(live.value == 1, "the second product went at once")
    }

    /// A mock's product (a test's spy) is never published: replacing or removing the mock releases it at once.
    @Test func aMocksProductGoesAtOnce() {
        let live = Counter()
        let root = Container()
        root.mock((any IGauge).self, lifetime: .singleton) { _ in Gauge(generation: 0, live: live) }
        _ = root.resolve() as any IGauge
        #expect(!root.published.isPublished(key, registration: false))
        root.removeMock((any IGauge).self)
        #expect(live.value == 0)
    }

    /// A mock on a child hides the root's binding from the child and its children only.
    @Test func aMockBelowTheRootHidesIt() {
        let live = Counter()
        let root = Container()
        let feature = root.makeChild()
        let test = feature.makeChild()
        let sibling = root.makeChild()
        root.bind((any IGauge).self, lifetime: .singleton) { _ in Gauge(generation: 0, live: live) }
        let rootProduct: any IGauge = test.resolve()
        feature.mock((any IGauge).self, lifetime: .singleton) { _ in Gauge(generation: 1, live: live) }
        #expect((test.resolve() as any IGauge).generation == 1)
        #expect((feature.resolve() as any IGauge).generation == 1)
        #expect(sibling.resolve() as any IGauge === rootProduct)
        #expect(root.resolve() as any IGauge === rootProduct)
        // Gone again: the root's, from the same instance.
        feature.removeMock((any IGauge).self)
        #expect(test.resolve() as any IGauge === rootProduct)
    }

    /// A binding made below the root first, then the root's: the child still resolves its own.
    @Test func aBindingBelowTheRootMadeFirstStillWins() {
        let live = Counter()
        let root = Container()
        let child = root.makeChild()
        child.bind((any IGauge).self, lifetime: .singleton) { _ in Gauge(generation: 1, live: live) }
        root.bind((any IGauge).self, lifetime: .singleton) { _ in Gauge(generation: 0, live: live) }
        #expect((root.resolve() as any IGauge).generation == 0)
        #expect((child.resolve() as any IGauge).generation == 1)
        #expect((child.makeChild().resolve() as any IGauge).generation == 1)
    }

    @Test func throughAnyIContainerInAFactory() {
        let live = Counter()
        let root = Container()
        root.bind((any IGauge).self, lifetime: .singleton) { _ in Gauge(generation: 0, live: live) }
        root.bind(Holder.self) { Holder(gauge: $0.resolve()) }
        let gauge: any IGauge = root.resolve()
        #expect((root.makeChild().resolve() as Holder).gauge === gauge)
    }

    /// Rebinding the root while threads read from it and from a grandchild: no thread ever sees an older
    /// binding's product after a newer one's, or a freed one, and once the rebinding stops every read gets the
    /// last binding's product.
    @Test func rebindingWhileThreadsReadKeepsEveryReadCurrent() async {
        let live = Counter()
        let failures = Failures()
        do {
            let root = Container()
            let grandchild = root.makeChild().makeChild()
            root.bind((any IGauge).self, lifetime: .singleton) { _ in Gauge(generation: 0, live: live) }
            let last = 300
            await onThreadsTogether(4) { [unowned root, unowned grandchild] index in
                guard index > 0 else {
                    for generation in 1...last {
                        root.bind((any IGauge).self, lifetime: .singleton) { _ in
                            Gauge(generation: generation, live: live)
                        }
                    }
                    return
                }
                let container = index == 1 ? root : grandchild
                var newest = 0
                let caughtUp = spin(until: { newest >= last }) {
                    let gauge: any IGauge = container.resolve()
                    if gauge.generation < newest { failures.record("\(gauge.generation) after \(newest)") }
                    newest = max(newest, gauge.generation)
                }
                if !caughtUp { failures.record("timed out waiting for generation \(last); the newest seen: \(newest)") }
            }
            #expect((grandchild.resolve() as any IGauge).generation == last)
            // A write with no read in progress frees what the rebinds replaced during reads; the reset also
            // releases the last binding's product.
            root.reset()
            #expect(live.value <= 1, "only the first product, kept until the container goes")
        }
        #expect(failures.first.isEmpty)
        #expect(live.value == 0)
    }
}

/// Holds what a factory resolved through `any IContainer`.
private final class Holder: Sendable {
    let gauge: any IGauge
    init(gauge: any IGauge) { self.gauge = gauge }
}
