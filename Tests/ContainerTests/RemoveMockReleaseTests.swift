import Testing

@testable import HarborContainer

private protocol ISpied: AnyObject, Sendable {}

/// Counts its live instances (a fresh counter per test).
private final class Spy: ISpied {
    let alive: Counter
    init(_ alive: Counter) {
        self.alive = alive
        alive.increment()
    }
    deinit { alive.decrement() }
}

private protocol IOther: AnyObject, Sendable {}
private final class Other: IOther {}

/// What a test that checks its spy is released after `removeMock` relies on.
@Suite("removeMock releases the mock's product")
struct RemoveMockReleaseTests {
    /// With no resolve under way, the product is released before `removeMock` returns.
    @Test(arguments: [BindingLifetime.singleton, .scoped, .perGraph])
    func atOnce(lifetime: BindingLifetime) {
        let alive = Counter()
        let container = Container().makeChild()
        container.mock((any ISpied).self, lifetime: lifetime) { _ in Spy(alive) }
        _ = container.resolve() as any ISpied
        container.removeMock((any ISpied).self)
        #expect(alive.value == 0)
    }

    /// A mock made with an instance (a spy the test keeps) is released with the registration that holds it.
    @Test func anInstanceMockAtOnce() {
        let alive = Counter()
        let container = Container().makeChild()
        do {
            let spy = Spy(alive)
            container.mock((any ISpied).self, with: spy)
            #expect(container.resolve() as any ISpied === spy)
        }
        container.removeMock((any ISpied).self)
        #expect(alive.value == 0)
    }

    /// The product a resolve was making when the mock was removed goes with that resolve's result: the
    /// container does not keep it. (Before: a `.scoped` mock's product was stored after `removeMock` had
    /// returned, and stayed until the container went.)
    @Test(arguments: [BindingLifetime.singleton, .scoped])
    func madeDuringTheRemoval(lifetime: BindingLifetime) async {
        let alive = Counter()
        let container = Container().makeChild()
        let pause = PauseOnce()
        container.mock((any ISpied).self, lifetime: lifetime) { _ in
            pause.pauseTheFirstTime()
            return Spy(alive)
        }
        await onThreads(2) { index in
            if index == 0 {
                _ = container.resolve() as any ISpied
            } else {
                pause.arrived.wait()
                container.removeMock((any ISpied).self)
                pause.resume.open()
            }
        }
        #expect(!pause.timedOut, "the pause timed out: the resolve never reached it, or was never resumed")
        #expect(alive.value == 0)
    }

    /// As above, for a product a child was making of its parent's mock: the parent's `removeMock` releases
    /// the products its children made of the mock, and one a child finishes afterwards is not kept either.
    @Test(arguments: [false, true])
    func madeInAChildDuringTheRemoval(takesArguments: Bool) async {
        let alive = Counter()
        let root = Container()
        let child = root.makeChild()
        let pause = PauseOnce()
        if takesArguments {
            root.mock((any ISpied).self, lifetime: .scoped) { (_, _: Int) in
                pause.pauseTheFirstTime()
                return Spy(alive)
            }
        } else {
            root.mock((any ISpied).self, lifetime: .scoped) { _ in
                pause.pauseTheFirstTime()
                return Spy(alive)
            }
        }
        await onThreads(2) { index in
            if index == 0 {
                _ = takesArguments ? child.resolve(args: 1) as any ISpied : child.resolve() as any ISpied
            } else {
                pause.arrived.wait()
                root.removeMock((any ISpied).self)
                pause.resume.open()
            }
        }
        #expect(!pause.timedOut, "the pause timed out: the resolve never reached it, or was never resumed")
        #expect(alive.value == 0)
    }

    /// A resolve of another service running through the same container when the mock is removed does not
    /// keep the mock's product: it is released before `removeMock` returns.
    @Test func whileAnotherResolveIsUnderWayItIsReleasedAtOnce() async {
        let alive = Counter()
        let container = Container()
        let pause = PauseOnce()
        container.bind((any IOther).self) { _ in
            pause.pauseTheFirstTime()
            return Other()
        }
        container.mock((any ISpied).self, lifetime: .singleton) { _ in Spy(alive) }
        _ = container.resolve() as any ISpied
        await onThreads(2) { index in
            if index == 0 {
                // Runs a factory while the mock is removed.
                _ = container.resolve() as any IOther
            } else {
                pause.arrived.wait()
                container.removeMock((any ISpied).self)
                pause.resume.open()
            }
        }
        #expect(!pause.timedOut, "the pause timed out: the resolve never reached it, or was never resumed")
        #expect(alive.value == 0)
    }
}
