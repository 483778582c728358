import Foundation
import Testing

@testable import HarborContainer

private protocol IStressed: AnyObject, Sendable {
    /// Which binding or mock made it (its number in the test's sequence of binds).
    var generation: Int { get }
    /// The argument value it was made for (0 without arguments).
    var argument: Int { get }
    /// `false` once its memory is freed and reused (a use after free under a sanitizer, garbage without).
    var isIntact: Bool { get }
}

/// A second service type, for bindings that take arguments.
private protocol IStressedByArguments: IStressed {}

private final class Stressed: IStressedByArguments {
    private static let stamp = 0x5EED_F00D
    let generation: Int
    let argument: Int
    private let mark = Stressed.stamp
    private let live: Counter

    init(generation: Int, argument: Int = 0, live: Counter) {
        self.generation = generation
        self.argument = argument
        self.live = live
        live.increment()
    }

    deinit { live.decrement() }

    var isIntact: Bool { mark == Stressed.stamp }
}

/// Self-declared singletons of distinct types (one per `Tag`), to grow a container's instance map.
private final class Grown<Tag>: ISingleton, Sendable {
    init(container: any IContainer, args: Void) {}
}

/// Bound services of distinct types (one per `Tag`), to grow a container's registration map.
private struct Slot<Tag>: Sendable {}

/// Many threads resolving through the lock-free fast paths while one thread binds, mocks, resets or removes:
/// nothing read is ever freed, a thread sees its own writes at once, shared products stay one per binding
/// (and container, and argument value), and every product is released once nothing holds it.
///
/// Thread 0 writes, the others read; all start together. Counts are modest: each test takes well under a
/// second in a debug build.
@Suite("Fast paths under stress")
struct FastPathStressTests {
    /// Rebinds a `.singleton` binding on the root while other threads resolve it from the root, a child and a
    /// grandchild (the bound fast path reads the product under the registration map's reader count).
    @Test func singletonProductsFollowRebindsAtEveryDepth() async {
        let live = Counter()
        let failures = Failures()
        do {
            let root = Container()
            let child = root.makeChild()
            let grandchild = child.makeChild()
            root.bind((any IStressed).self, lifetime: .singleton) { _ in Stressed(generation: 0, live: live) }
            await onThreadsTogether(4) { [unowned root, unowned child, unowned grandchild] index in
                let depths = [root, child, grandchild]
                guard index > 0 else {
                    for generation in 1...400 {
                        root.bind((any IStressed).self, lifetime: .singleton) { _ in
                            Stressed(generation: generation, live: live)
                        }
                        let first: any IStressed = depths[generation % 3].resolve()
                        let again: any IStressed = depths[(generation + 1) % 3].resolve()
                        if first.generation != generation || first !== again {
                            failures.record("after bind \(generation): \(first.generation), shared: \(first === again)")
                        }
                    }
                    return
                }
                var last = 0
                for _ in 0..<6_000 {
                    let found: any IStressed = depths[index - 1].resolve()
                    if !found.isIntact || found.generation < last {
                        failures.record("depth \(index - 1): generation \(found.generation) after \(last)")
                    }
                    last = found.generation
                }
            }
        }
        #expect(failures.first.isEmpty)
        #expect(live.value == 0)
    }

    /// Mocks a bound service on a child with each lifetime and removes the mock again, while other threads
    /// resolve it from the root, the child and a grandchild.
    @Test func mocksOnAChildComeAndGoWhileOthersResolve() async {
        let live = Counter()
        let failures = Failures()
        do {
            let root = Container()
            let child = root.makeChild()
            let grandchild = child.makeChild()
            root.bind((any IStressed).self) { _ in Stressed(generation: 0, live: live) }
            let lifetimes: [BindingLifetime] = [.perRequest, .singleton, .scoped]
            await onThreadsTogether(4) { [unowned root, unowned child, unowned grandchild] index in
                let depths = [root, child, grandchild]
                guard index > 0 else {
                    for generation in 1...300 {
                        child.mock((any IStressed).self, lifetime: lifetimes[generation % 3]) { _ in
                            Stressed(generation: generation, live: live)
                        }
                        let mocked = [child.resolve() as any IStressed, grandchild.resolve() as any IStressed]
                        if mocked.contains(where: { $0.generation != generation }) {
                            failures.record("after mock \(generation): \(mocked.map(\.generation))")
                        }
                        child.removeMock((any IStressed).self)
                        let unmocked = [child.resolve() as any IStressed, grandchild.resolve() as any IStressed]
                        if unmocked.contains(where: { $0.generation != 0 }) {
                            failures.record("after removeMock \(generation): \(unmocked.map(\.generation))")
                        }
                    }
                    return
                }
                for _ in 0..<4_000 {
                    let found: any IStressed = depths[index - 1].resolve()
                    if !found.isIntact || (index == 1 && found.generation != 0) {
                        failures.record("depth \(index - 1): generation \(found.generation)")
                    }
                }
            }
        }
        #expect(failures.first.isEmpty)
        #expect(live.value == 0)
    }

    /// Resets the root (all of it, or one service) while other threads resolve a `.singleton` binding and a
    /// `.singleton` binding with arguments from the root and a child. Once the threads are done, one more reset
    /// releases every product at once, those replaced while a reader was inside included.
    @Test func resetsRacingWithReadsLoseNothingAndLeakNothing() async {
        let live = Counter()
        let failures = Failures()
        do {
            let root = Container()
            let child = root.makeChild()
            root.bind((any IStressed).self, lifetime: .singleton) { _ in Stressed(generation: 0, live: live) }
            root.bind((any IStressedByArguments).self, lifetime: .singleton) { (_, argument: Int) in
                Stressed(generation: 0, argument: argument, live: live)
            }
            await onThreadsTogether(4) { [unowned root, unowned child] index in
                guard index > 0 else {
                    for round in 0..<1_500 {
                        switch round % 3 {
                        case 0: root.reset()
                        case 1: root.reset((any IStressed).self)
                        default: root.reset((any IStressedByArguments).self)
                        }
                        let found: any IStressedByArguments = root.resolve(args: round % 5)
                        if !found.isIntact || found.argument != round % 5 {
                            failures.record("after reset \(round): argument \(found.argument)")
                        }
                    }
                    return
                }
                let container = index == 1 ? root : child
                for read in 0..<5_000 {
                    let plain: any IStressed = container.resolve()
                    let byArguments: any IStressedByArguments = container.resolve(args: read % 5)
                    if !plain.isIntact || !byArguments.isIntact || byArguments.argument != read % 5 {
                        failures.record("read \(read): argument \(byArguments.argument) for \(read % 5)")
                    }
                }
            }
            _ = root.resolve() as any IStressed
            _ = root.resolve(args: 1) as any IStressedByArguments
            root.reset()
            // The binding's first product was read without a lock (`Container.published`): it goes with the
            // container; every later one at once.
            #expect(live.value <= 1)
        }
        #expect(failures.first.isEmpty)
        #expect(live.value == 0)
    }

    /// Rebinds a `.scoped` binding on the root while threads resolve it from one child: a thread that gets
    /// the same binding's product twice gets the same instance (one per container and binding), and never an
    /// older binding's after a newer one's.
    @Test func aScopedProductStaysOnePerContainerWhileAnAncestorRebinds() async {
        let live = Counter()
        let failures = Failures()
        do {
            let root = Container()
            let child = root.makeChild()
            root.bind((any IStressed).self, lifetime: .scoped) { _ in Stressed(generation: 0, live: live) }
            await onThreadsTogether(4) { [unowned root, unowned child] index in
                guard index > 0 else {
                    for generation in 1...400 {
                        root.bind((any IStressed).self, lifetime: .scoped) { _ in
                            Stressed(generation: generation, live: live)
                        }
                        let first: any IStressed = child.resolve()
                        let again: any IStressed = child.resolve()
                        if first.generation != generation || first !== again {
                            failures.record("after bind \(generation): \(first.generation), same: \(first === again)")
                        }
                    }
                    return
                }
                var last: (any IStressed)?
                for _ in 0..<6_000 {
                    let found: any IStressed = child.resolve()
                    if let last,
                        !found.isIntact || found.generation < last.generation
                            || (found.generation == last.generation && found !== last)
                    {
                        failures.record(
                            "generation \(found.generation) after \(last.generation), same: \(found === last)")
                    }
                    last = found
                }
            }
        }
        #expect(failures.first.isEmpty)
        #expect(live.value == 0)
    }

    /// Rebinds a shared binding with arguments on the root while threads resolve it for a few argument values
    /// from one child: one product per binding, container (for `.scoped`) and value.
    @Test(arguments: [BindingLifetime.singleton, .scoped])
    func productsPerArgumentStayOnePerValueWhileTheRootRebinds(lifetime: BindingLifetime) async {
        let live = Counter()
        let failures = Failures()
        do {
            let root = Container()
            let child = root.makeChild()
            root.bind((any IStressedByArguments).self, lifetime: lifetime) { (_, argument: Int) in
                Stressed(generation: 0, argument: argument, live: live)
            }
            await onThreadsTogether(4) { [unowned root, unowned child] index in
                guard index > 0 else {
                    for generation in 1...300 {
                        root.bind((any IStressedByArguments).self, lifetime: lifetime) { (_, argument: Int) in
                            Stressed(generation: generation, argument: argument, live: live)
                        }
                        let first: any IStressedByArguments = child.resolve(args: generation % 4)
                        let again: any IStressedByArguments = child.resolve(args: generation % 4)
                        if first.generation != generation || first !== again || first.argument != generation % 4 {
                            failures.record("after bind \(generation): \(first.generation), same: \(first === again)")
                        }
                    }
                    return
                }
                var last: [(any IStressedByArguments)?] = Array(repeating: nil, count: 4)
                for read in 0..<6_000 {
                    let argument = (read + index) % 4
                    let found: any IStressedByArguments = child.resolve(args: argument)
                    if !found.isIntact || found.argument != argument {
                        failures.record("argument \(found.argument) for \(argument)")
                    }
                    if let previous = last[argument],
                        found.generation < previous.generation
                            || (found.generation == previous.generation && found !== previous)
                    {
                        failures.record(
                            "\(argument): generation \(found.generation) after \(previous.generation), "
                                + "same: \(found === previous)")
                    }
                    last[argument] = found
                }
            }
        }
        #expect(failures.first.isEmpty)
        #expect(live.value == 0)
    }

    /// Grows the root's registration map (new bound types) and instance map (new self-declared singletons)
    /// while other threads read a binding's product and a singleton that exist: the readers keep finding the
    /// same ones through every table the writers publish.
    @Test func readsFindTheSameProductsWhileTheMapsGrow() async {
        let live = Counter()
        let failures = Failures()
        do {
            let root = Container()
            let child = root.makeChild()
            root.bind((any IStressed).self, lifetime: .singleton) { _ in Stressed(generation: 0, live: live) }
            let product: any IStressed = root.resolve()
            let singleton: Grown<Void> = root.resolve()
            // Identities, not references: a finished thread may release its closure after the test counts.
            let (productID, singletonID) = (ObjectIdentifier(product), ObjectIdentifier(singleton))
            await onThreadsTogether(3) { [unowned root, unowned child] index in
                guard index > 0 else {
                    grow(root, depth: 600, Int.self)
                    return
                }
                let container = index == 1 ? root : child
                for _ in 0..<10_000 {
                    let found: any IStressed = container.resolve()
                    let again: Grown<Void> = container.resolve()
                    if ObjectIdentifier(found) != productID || ObjectIdentifier(again) != singletonID {
                        failures.record("another product or singleton found")
                    }
                }
            }
            // Every type made on the way is still found.
            #expect(countFound(root, depth: 600, Int.self) == 600)
            #expect(root.resolve() as any IStressed === product)
        }
        #expect(failures.first.isEmpty)
        #expect(live.value == 0)
    }

    /// Many threads read the same `Lazy` values for the first time at once (their binding makes a new instance
    /// per resolve): every thread gets the one value each keeps. A `Provider` resolves through mocks that
    /// come and go meanwhile.
    @Test func lazyValuesAndProvidersReadFromManyThreadsAtOnce() async {
        let live = Counter()
        let failures = Failures()
        do {
            let root = Container()
            let child = root.makeChild()
            root.bind((any IStressed).self) { _ in Stressed(generation: 0, live: live) }
            // Handed to the threads in a holder emptied after they finish: a finished thread may release its
            // closure late, and the values must be gone when the test counts them.
            let lazies = Holder((0..<400).map { _ in child.lazy((any IStressed).self) })
            let seen = (0..<400).map { _ in IDs() }
            let provider = child.provider((any IStressed).self)
            await onThreadsTogether(4) { [unowned child] index in
                let lazies = lazies.value!
                for offset in 0..<lazies.count {
                    let which = (offset * (index + 1)) % lazies.count
                    let value = lazies[which].value
                    if !value.isIntact { failures.record("lazy \(which) freed") }
                    seen[which].insert(ObjectIdentifier(value))
                    if index == 0 {
                        child.mock((any IStressed).self, lifetime: .singleton) { _ in
                            Stressed(generation: offset + 1, live: live)
                        }
                        if provider().generation != offset + 1 { failures.record("provider after mock \(offset)") }
                        child.removeMock((any IStressed).self)
                    } else if !provider().isIntact {
                        failures.record("provider freed")
                    }
                }
            }
            #expect(seen.allSatisfy { $0.count == 1 })
            for (lazy, ids) in zip(lazies.value!, seen) { ids.insert(ObjectIdentifier(lazy.value)) }
            #expect(seen.allSatisfy { $0.count == 1 })
            lazies.value = nil
        }
        #expect(failures.first.isEmpty)
        #expect(live.value == 0)
    }

    /// Resets a child and removes all its mocks, then mocks again, while other threads resolve from the child
    /// and a grandchild: the writer never gets a product it had before a reset, nor the root's binding while its
    /// mock is in place.
    @Test func resetAndRemoveAllOnAChildRacingWithReads() async {
        let live = Counter()
        let failures = Failures()
        do {
            let root = Container()
            let child = root.makeChild()
            let grandchild = child.makeChild()
            root.bind((any IStressed).self, lifetime: .scoped) { _ in Stressed(generation: 0, live: live) }
            root.bind((any IStressedByArguments).self, lifetime: .singleton) { (_, argument: Int) in
                Stressed(generation: 0, argument: argument, live: live)
            }
            await onThreadsTogether(4) { [unowned child, unowned grandchild] index in
                guard index > 0 else {
                    for generation in 1...300 {
                        child.mock((any IStressed).self, lifetime: .scoped) { _ in
                            Stressed(generation: generation, live: live)
                        }
                        child.mock((any IStressedByArguments).self, lifetime: .singleton) { (_, argument: Int) in
                            Stressed(generation: generation, argument: argument, live: live)
                        }
                        let before: any IStressed = child.resolve()
                        let byArguments: any IStressedByArguments = child.resolve(args: generation % 3)
                        child.reset()
                        let after: any IStressed = child.resolve()
                        let byArgumentsAfter: any IStressedByArguments = child.resolve(args: generation % 3)
                        if before.generation != generation || after === before || after.generation != generation
                            || byArguments === byArgumentsAfter || byArgumentsAfter.generation != generation
                        {
                            failures.record("generation \(generation): \(before.generation), \(after.generation)")
                        }
                        child.removeAll()
                        if (child.resolve() as any IStressed).generation != 0 {
                            failures.record("after removeAll \(generation)")
                        }
                    }
                    return
                }
                let container = index == 1 ? child : grandchild
                for read in 0..<4_000 {
                    let scoped: any IStressed = container.resolve()
                    let byArguments: any IStressedByArguments = container.resolve(args: read % 3)
                    if !scoped.isIntact || !byArguments.isIntact || byArguments.argument != read % 3 {
                        failures.record("read \(read): argument \(byArguments.argument)")
                    }
                }
            }
        }
        #expect(failures.first.isEmpty)
        #expect(live.value == 0)
    }

    /// Children made, used from several threads and dropped over and over while the root rebinds its
    /// `.scoped` and `.singleton` bindings: every product goes once nothing holds it.
    @Test func childrenComeAndGoWhileTheRootRebinds() async {
        let live = Counter()
        let failures = Failures()
        do {
            let root = Container()
            root.bind((any IStressed).self, lifetime: .scoped) { _ in Stressed(generation: 0, live: live) }
            root.bind((any IStressedByArguments).self, lifetime: .singleton) { _ in
                Stressed(generation: 0, live: live)
            }
            await onThreadsTogether(3) { [unowned root] index in
                guard index > 0 else {
                    for generation in 1...300 {
                        root.bind((any IStressed).self, lifetime: .scoped) { _ in
                            Stressed(generation: generation, live: live)
                        }
                        root.bind((any IStressedByArguments).self, lifetime: .singleton) { _ in
                            Stressed(generation: generation, live: live)
                        }
                    }
                    return
                }
                for _ in 0..<500 {
                    let child = root.makeChild()
                    let grandchild = child.makeChild()
                    grandchild.mock((any IStressedByArguments).self, lifetime: .scoped) { _ in
                        Stressed(generation: -1, live: live)
                    }
                    let scoped: any IStressed = child.resolve()
                    let shared: any IStressedByArguments = child.resolve()
                    let mocked: any IStressedByArguments = grandchild.resolve()
                    if !scoped.isIntact || !shared.isIntact || mocked.generation != -1
                        || scoped.generation > (grandchild.resolve() as any IStressed).generation
                    {
                        failures.record("child products: \(scoped.generation), \(shared.generation)")
                    }
                }
            }
        }
        #expect(failures.first.isEmpty)
        #expect(live.value == 0)
    }
}

/// Binds `Slot<Tag>`, `Slot<Slot<Tag>>`, … (`depth` distinct types) and resolves `Grown` of each.
private func grow<Tag>(_ container: Container, depth: Int, _: Tag.Type) {
    guard depth > 0 else { return }
    container.bind(Slot<Tag>.self) { _ in Slot<Tag>() }
    _ = container.resolve() as Grown<Slot<Tag>>
    grow(container, depth: depth - 1, Slot<Tag>.self)
}

/// How many of the types ``grow(_:depth:_:)`` made are found, bound and singleton both.
private func countFound<Tag>(_ container: Container, depth: Int, _: Tag.Type) -> Int {
    guard depth > 0 else { return 0 }
    let bound = (try? container.resolveOrThrow(Slot<Tag>.self)) != nil
    let singleton = container.instances[ObjectIdentifier(Grown<Slot<Tag>>.self)] != nil
    return (bound && singleton ? 1 : 0) + countFound(container, depth: depth - 1, Slot<Tag>.self)
}

/// Hands a value to threads and takes it back (see the lazy test).
private final class Holder<Value>: @unchecked Sendable {
    // `@unchecked Sendable`: set before the threads start and emptied after they finished.
    var value: Value?
    init(_ value: Value) { self.value = value }
}
