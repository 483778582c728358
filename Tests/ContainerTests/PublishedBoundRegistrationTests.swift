import Testing

@testable import HarborContainer

private protocol IMeter: AnyObject, Sendable {
    /// Which binding made it (its number in the test's sequence of binds).
    var generation: Int { get }
}

private final class Meter: IMeter {
    let generation: Int
    init(generation: Int) { self.generation = generation }
}

/// What a factory captures: alive as long as its registration is.
private final class Capture: Sendable {
    private let live: Counter
    init(live: Counter) {
        self.live = live
        live.increment()
    }
    deinit { live.decrement() }
}

/// A root's per-request binding is published by its first resolve (`Container.published`) and then called
/// without the walk up the tree or a reader count, from every container of the tree, while no container below
/// the root binds or mocks anything. These pin what that must not change: every resolve calls the binding in
/// force and gets a new instance, replacing or removing the binding takes effect everywhere, a mock and what
/// its factory captured go at once, arguments are still checked, and memory stays bounded. (A cycle through
/// published bindings: `CycleTests.throughBindings`, whose second resolve of `any IFirst` reads it published.)
@Suite("A root's per-request binding called without a walk")
struct PublishedBoundRegistrationTests {
    private let key = ObjectIdentifier((any IMeter).self)

    @Test func isPublishedByItsFirstResolveAndMakesANewInstanceEachTime() {
        let root = Container()
        let grandchild = root.makeChild().makeChild()
        root.bind((any IMeter).self) { _ in Meter(generation: 0) }
        #expect(
            !root.published.isPublished(key, registration: true),
            "binding publishes nothing: start-up stays one insertion")
        let first: any IMeter = grandchild.resolve()
        #expect(root.published.isPublished(key, registration: true))
        let second: any IMeter = grandchild.resolve()
        let third: any IMeter = root.resolve()
        #expect(first !== second && second !== third && first !== third)
    }

    @Test func aSecondBindReplacesItEverywhere() {
        let root = Container()
        let grandchild = root.makeChild().makeChild()
        root.bind((any IMeter).self) { _ in Meter(generation: 0) }
        _ = grandchild.resolve() as any IMeter
        root.bind((any IMeter).self) { _ in Meter(generation: 1) }
        #expect(!root.published.isPublished(key, registration: true))
        #expect((grandchild.resolve() as any IMeter).generation == 1)
        #expect((root.resolve() as any IMeter).generation == 1)
        // The service's later bindings are not published: they are freed when replaced.
        #expect(!root.published.isPublished(key, registration: true))
    }

    /// The first binding was called without a count, so the root keeps it (with what its factory captured)
    /// until it goes; the later ones are not published, and go when replaced.
    @Test func keepsOneReplacedBindingUntilTheContainerGoes() {
        let live = Counter()
        do {
            let root = Container()
            for generation in 0..<100 {
                let capture = Capture(live: live)
                root.bind((any IMeter).self) { _ in
                    withExtendedLifetime(capture) { Meter(generation: generation) }
                }
                #expect((root.resolve() as any IMeter).generation == generation)
            }
            #expect(live.value == 2, "the first binding (kept) and the one in force")
            #expect(root.bookkeeping.registrations == 1)
        }
        #expect(live.value == 0)
    }

    /// A mock (a test's spy) is never published: replacing or removing it frees it, and what its factory
    /// captured, at once.
    @Test func aMockIsNeverPublished() {
        let live = Counter()
        let root = Container()
        root.bind((any IMeter).self) { _ in Meter(generation: 0) }
        do {
            let capture = Capture(live: live)
            root.mock((any IMeter).self) { _ in withExtendedLifetime(capture) { Meter(generation: 1) } }
        }
        #expect((root.resolve() as any IMeter).generation == 1)
        #expect((root.makeChild().resolve() as any IMeter).generation == 1)
        #expect(!root.published.isPublished(key, registration: true))
        root.removeMock((any IMeter).self)
        #expect(live.value == 0)
        #expect((try? root.resolveOrThrow((any IMeter).self, args: ())) == nil, "nothing is bound any more")
    }

    /// `removeAll` unpublishes too: the service is no longer bound, and binding it again takes effect.
    @Test func removeAllTakesItOut() {
        let root = Container()
        let child = root.makeChild()
        root.bind((any IMeter).self) { _ in Meter(generation: 0) }
        _ = child.resolve() as any IMeter
        root.removeAll()
        #expect(!root.published.isPublished(key, registration: true))
        #expect((try? child.resolveOrThrow((any IMeter).self, args: ())) == nil)
        root.bind((any IMeter).self) { _ in Meter(generation: 1) }
        #expect((child.resolve() as any IMeter).generation == 1)
        #expect((root.resolve() as any IMeter).generation == 1)
    }

    /// A binding below the root, made before or after the root's was published, wins for its container and
    /// the containers below it.
    @Test func aBindingBelowTheRootWins() {
        let root = Container()
        let feature = root.makeChild()
        let test = feature.makeChild()
        let sibling = root.makeChild()
        root.bind((any IMeter).self) { _ in Meter(generation: 0) }
        #expect((test.resolve() as any IMeter).generation == 0)
        feature.mock((any IMeter).self) { _ in Meter(generation: 1) }
        #expect((test.resolve() as any IMeter).generation == 1)
        #expect((feature.resolve() as any IMeter).generation == 1)
        #expect((sibling.resolve() as any IMeter).generation == 0)
        #expect((root.resolve() as any IMeter).generation == 0)
        feature.removeMock((any IMeter).self)
        #expect((test.resolve() as any IMeter).generation == 0)
    }

    /// A binding below the root turns publication off for its own service only (and for the few services that
    /// share its bit of `published`'s filter): a feature container's or a test's own bindings leave the others
    /// published, singletons and per-request bindings alike.
    @Test func aBindingBelowTheRootLeavesOtherServicesPublished() throws {
        let root = Container()
        let child = root.makeChild()
        root.bind((any IMeter).self) { _ in Meter(generation: 0) }
        child.mock((any IMeter).self) { _ in Meter(generation: 1) }
        // Services share the 64 bits: take a tag whose services' bits differ from IMeter's.
        let taken = PublishedBindings.bit(of: key)
        if Tagged<First>.bits & taken == 0 {
            expectPublished(Tagged<First>.self, root: root, child: child)
        } else if Tagged<Second>.bits & taken == 0 {
            expectPublished(Tagged<Second>.self, root: root, child: child)
        } else {
            try #require(Tagged<Third>.bits & taken == 0, "three tags share IMeter's bit")
            expectPublished(Tagged<Third>.self, root: root, child: child)
        }
        #expect((child.resolve() as any IMeter).generation == 1)
        #expect((root.resolve() as any IMeter).generation == 0)
        #expect(!root.published.isPublished(key, registration: true))
    }

    private func expectPublished<Tag>(_: Tagged<Tag>.Type, root: Container, child: Container) {
        root.bind(Tagged<Tag>.self) { _ in Tagged() }
        root.bind((any IShared<Tag>).self, lifetime: .singleton) { _ in Tagged() }
        #expect((child.resolve() as Tagged<Tag>) !== (child.resolve() as Tagged<Tag>))
        #expect((child.resolve() as any IShared<Tag>) === (root.resolve() as any IShared<Tag>))
        #expect(root.published.isPublished(ObjectIdentifier(Tagged<Tag>.self), registration: true))
        #expect(root.published.isPublished(ObjectIdentifier((any IShared<Tag>).self), registration: false))
    }

    /// Resolved with other arguments than the binding takes: still the clear error, not a wrong downcast.
    @Test func otherArgumentsAreStillReported() {
        let root = Container()
        root.bind((any IMeter).self) { (_, generation: Int) in Meter(generation: generation) }
        #expect((root.resolve(args: 7) as any IMeter).generation == 7)
        #expect(root.published.isPublished(key, registration: true))
        #expect(throws: ResolutionError.self) { try root.resolveOrThrow((any IMeter).self, args: "7") }
        #expect(throws: ResolutionError.self) { try root.resolveOrThrow((any IMeter).self, args: ()) }
        #expect((root.makeChild().resolve(args: 8) as any IMeter).generation == 8)
    }

    /// Resolved with arguments while the published binding takes none (bit 1 of its slot, which spares a resolve
    /// without arguments the comparison): still the clear error, from `Container` and from `any IContainer`,
    /// whose published path is inlined into the caller.
    @Test func argumentsGivenToABindingWithoutThemAreStillReported() async {
        let root = Container()
        root.bind((any IMeter).self) { _ in Meter(generation: 1) }
        #expect((root.resolve() as any IMeter).generation == 1)
        #expect(root.published.isPublished(key, registration: true))
        #expect(throws: ResolutionError.self) { try root.resolveOrThrow((any IMeter).self, args: 7) }
        let container: any IContainer = root.makeChild()
        #expect((container.resolve() as any IMeter).generation == 1)
        let fromContainer = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let root = Container()
            root.bind((any IMeter).self) { _ in Meter(generation: 1) }
            _ = root.resolve() as any IMeter
            _ = root.resolve(args: 7) as any IMeter
        }
        let fromExistential = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let root = Container()
            root.bind((any IMeter).self) { _ in Meter(generation: 1) }
            let container: any IContainer = root
            _ = container.resolve() as any IMeter
            _ = container.resolve(args: 7) as any IMeter
        }
        for result in [fromContainer, fromExistential] {
            let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            #expect(stderr.contains("any IMeter takes arguments of type () but was resolved with Int"))
        }
    }

    /// A tree that records dependencies resolves through the full path, which records them: nothing is
    /// published.
    @Test func aRecordingTreePublishesNothing() {
        let root = Container(recordsDependencies: true)
        root.bind((any IMeter).self) { _ in Meter(generation: 0) }
        _ = root.makeChild().resolve() as any IMeter
        #expect(!root.published.isPublished(key, registration: true))
        #expect(root.dependencyGraph.nodes.contains { $0.name.contains("IMeter") })
    }

    /// Rebinding the root while threads resolve from it and from a grandchild: no thread ever gets an older
    /// binding's product after a newer one's, nothing freed is called, and once the rebinding stops every
    /// resolve calls the last binding; what the replaced factories captured goes with the container.
    @Test func rebindingWhileThreadsResolveKeepsEveryResolveCurrent() async {
        let live = Counter()
        let failures = Failures()
        do {
            let root = Container()
            let grandchild = root.makeChild().makeChild()
            root.bind((any IMeter).self) { _ in Meter(generation: 0) }
            let last = 300
            await onThreadsTogether(4) { [unowned root, unowned grandchild] index in
                guard index > 0 else {
                    for generation in 1...last {
                        let capture = Capture(live: live)
                        root.bind((any IMeter).self) { _ in
                            withExtendedLifetime(capture) { Meter(generation: generation) }
                        }
                    }
                    return
                }
                let container = index == 1 ? root : grandchild
                var newest = 0
                let caughtUp = spin(until: { newest >= last }) {
                    let meter: any IMeter = container.resolve()
                    if meter.generation < newest { failures.record("\(meter.generation) after \(newest)") }
                    newest = max(newest, meter.generation)
                }
                if !caughtUp { failures.record("timed out waiting for generation \(last); the newest seen: \(newest)") }
            }
            #expect((grandchild.resolve() as any IMeter).generation == last)
            // A write with no resolve in progress frees what the rebinds replaced during resolves.
            root.bind((any IMeter).self) { _ in Meter(generation: last + 1) }
            #expect(live.value <= 1, "at most the one published binding, kept until the container goes")
        }
        #expect(failures.first.isEmpty)
        #expect(live.value == 0)
    }
}

private enum First {}
private enum Second {}
private enum Third {}

private protocol IShared<Tag>: AnyObject, Sendable {
    associatedtype Tag
}

/// A service per tag, bound per-request as itself and as a `.singleton` `IShared<Tag>`.
private final class Tagged<Tag>: IShared, Sendable {
    /// The bits of both its services in `published`'s filter, or-ed.
    static var bits: Int {
        PublishedBindings.bit(of: ObjectIdentifier(Tagged.self))
            | PublishedBindings.bit(of: ObjectIdentifier((any IShared<Tag>).self))
    }
}
