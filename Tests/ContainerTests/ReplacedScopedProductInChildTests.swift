import Testing

@testable import HarborContainer

private protocol IRecorder: AnyObject, Sendable {}

/// Counts its live instances; used by one test each (a fresh counter per test).
private final class CountedRecorder: IRecorder {
    let alive: Counter
    init(_ alive: Counter) {
        self.alive = alive
        alive.increment()
    }
    deinit { alive.decrement() }
}

private final class PlainRecorder: IRecorder {}

/// Counts the live instances of what a factory captures, to tell whether a replaced binding was freed.
private final class Capture: Sendable {
    let alive: Counter
    init(_ alive: Counter) {
        self.alive = alive
        alive.increment()
    }
    deinit { alive.decrement() }
}

/// A `.scoped` binding's product belongs to each container that resolved it, kept with the binding that made
/// it. Replacing or removing the binding on an ancestor (or hiding it with a binding between) releases the
/// children's products of it at once, with the binding itself; products of what is still in force stay.
@Suite("A child's scoped product of a replaced binding")
struct ReplacedScopedProductInChildTests {
    @Test func goesWhenTheParentReplacesTheBinding() {
        let alive = Counter()
        let root = Container()
        let child = root.makeChild()
        root.bind((any IRecorder).self, lifetime: .scoped) { _ in CountedRecorder(alive) }
        _ = child.resolve() as any IRecorder
        #expect(alive.value == 1)
        root.bind((any IRecorder).self, lifetime: .scoped) { _ in PlainRecorder() }
        #expect(alive.value == 0)
        let again: any IRecorder = child.resolve()
        #expect(again is PlainRecorder)
    }

    @Test func goesFromEveryDescendantWithTheBindingItself() {
        let products = Counter()
        let captures = Counter()
        let root = Container()
        let child = root.makeChild()
        let grandchildren = [child.makeChild(), child.makeChild()]
        do {
            let capture = Capture(captures)
            root.bind((any IRecorder).self, lifetime: .scoped) { _ in
                withExtendedLifetime(capture) { CountedRecorder(products) }
            }
        }
        for container in [child] + grandchildren { _ = container.resolve() as any IRecorder }
        #expect(products.value == 3 && captures.value == 1)
        root.mock((any IRecorder).self) { _ in PlainRecorder() }
        #expect(products.value == 0)
        #expect(captures.value == 0, "the replaced binding is freed, not kept by the descendants' products")
        #expect(grandchildren.allSatisfy { $0.bookkeeping.boundInstances == 0 })
    }

    /// What replaces the binding is not `.scoped` here (the root's per-request binding, back after a
    /// `removeMock` on the child).
    @Test func ofAMockRemovedOnTheParentGoesFromTheGrandchild() {
        let alive = Counter()
        let root = Container()
        root.bind((any IRecorder).self) { _ in PlainRecorder() }
        let child = root.makeChild()
        let grandchild = child.makeChild()
        child.mock((any IRecorder).self, lifetime: .scoped) { _ in CountedRecorder(alive) }
        _ = grandchild.resolve() as any IRecorder
        #expect(alive.value == 1)
        child.removeMock((any IRecorder).self)
        #expect(alive.value == 0)
        let again: any IRecorder = grandchild.resolve()
        #expect(again is PlainRecorder)
    }

    @Test func goesWhenRemoveAllEmptiesTheParent() {
        let alive = Counter()
        let root = Container()
        let child = root.makeChild()
        root.bind((any IRecorder).self, lifetime: .scoped) { _ in CountedRecorder(alive) }
        _ = child.resolve() as any IRecorder
        root.removeAll()
        #expect(alive.value == 0)
    }

    /// A binding made on a container between hides the root's from the containers below it.
    @Test func goesWhenABindingInBetweenHidesIt() {
        let alive = Counter()
        let root = Container()
        let child = root.makeChild()
        let grandchild = child.makeChild()
        root.bind((any IRecorder).self, lifetime: .scoped) { _ in CountedRecorder(alive) }
        _ = grandchild.resolve() as any IRecorder
        _ = child.resolve() as any IRecorder
        #expect(alive.value == 2)
        child.mock((any IRecorder).self) { _ in PlainRecorder() }
        #expect(alive.value == 0)
    }

    @Test func staysWhileItsBindingIsStillInForce() {
        let alive = Counter()
        let root = Container()
        let child = root.makeChild()
        let grandchild = child.makeChild()
        // The grandchild's own mock is what it resolves: the root's rebinding does not touch its product.
        grandchild.mock((any IRecorder).self, lifetime: .scoped) { _ in CountedRecorder(alive) }
        root.bind((any IRecorder).self, lifetime: .scoped) { _ in CountedRecorder(alive) }
        let own: any IRecorder = grandchild.resolve()
        _ = child.resolve() as any IRecorder
        #expect(alive.value == 2)
        // Another service's binding on the root leaves both products alone.
        root.bind(PlainRecorder.self) { _ in PlainRecorder() }
        #expect(alive.value == 2)
        root.bind((any IRecorder).self, lifetime: .scoped) { _ in PlainRecorder() }
        #expect(alive.value == 1)
        #expect(grandchild.resolve() as any IRecorder === own)
    }

    @Test func ofArgumentsGoToo() {
        let alive = Counter()
        let root = Container()
        let child = root.makeChild()
        root.bind((any IRecorder).self, lifetime: .scoped) { (_, _: String) in CountedRecorder(alive) }
        _ = child.resolve(args: "a") as any IRecorder
        _ = child.resolve(args: "b") as any IRecorder
        #expect(alive.value == 2)
        root.bind((any IRecorder).self, lifetime: .scoped) { (_, _: String) in PlainRecorder() }
        #expect(alive.value == 0)
        #expect(child.resolve(args: "a") as any IRecorder is PlainRecorder)
    }

    @Test func goesWithTheChild() {
        let alive = Counter()
        let root = Container()
        root.bind((any IRecorder).self, lifetime: .scoped) { _ in CountedRecorder(alive) }
        do {
            let child = root.makeChild()
            _ = child.resolve() as any IRecorder
        }
        #expect(alive.value == 0)
        // The gone child is skipped.
        root.bind((any IRecorder).self, lifetime: .scoped) { _ in PlainRecorder() }
    }

    /// Rebinding the root while other threads resolve from its children, and make and drop children of their
    /// own: once the rebinding stops and the root binds something else, no child keeps a product of any of the
    /// replaced bindings (a product stored after a rebind's walk passed its child would stay).
    @Test func noneStaysWhileRebindingRacesResolvesAndNewChildren() async {
        let alive = Counter()
        let root = Container()
        let children = (0..<4).map { _ in root.makeChild() }
        root.bind((any IRecorder).self, lifetime: .scoped) { _ in CountedRecorder(alive) }
        let done = Counter()
        let failures = Failures()
        await onThreadsTogether(4) { [unowned root] index in
            if index == 0 {
                for _ in 0..<300 {
                    root.bind((any IRecorder).self, lifetime: .scoped) { _ in CountedRecorder(alive) }
                }
                done.increment()
            } else {
                let rebindingStopped = spin(until: { done.value > 0 }) {
                    for child in children { _ = child.resolve() as any IRecorder }
                    let passing = children[index].makeChild()
                    _ = passing.resolve() as any IRecorder
                }
                if !rebindingStopped { failures.record("timed out waiting for the rebinding thread to finish") }
            }
        }
        #expect(failures.first.isEmpty)
        root.bind((any IRecorder).self, lifetime: .scoped) { _ in PlainRecorder() }
        #expect(alive.value == 0)
        withExtendedLifetime(children) {}
    }

    /// A parent that makes a child per test or per flow keeps no trace of the gone ones.
    @Test func goneChildrenDoNotAccumulate() {
        let root = Container()
        for _ in 0..<1_000 { _ = root.makeChild() }
        let kept = root.childEntries
        #expect(kept <= 16)
    }
}
