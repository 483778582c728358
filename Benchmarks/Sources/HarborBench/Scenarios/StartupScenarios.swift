import BenchSupport
import Foundation
import HarborContainer
import StartupFixtures
import Swinject

// Scenario 7: start-up. Each iteration starts from a new, empty container (made outside the measurement)
// and does 1,000 operations; ns/op is per binding or per first resolve.

/// 7a. Binding 1,000 protocols.
func bindingScenario() -> Scenario {
    Scenario(
        id: "7a",
        title: "start-up: bind 1,000 protocols",
        kind: .startup,
        operationsPerIteration: startupTypeCount,
        smokeIterations: 1,
        variants: [
            Variant(name: "Harbor", role: .harbor) { () throws(CheckFailure) in
                let container = HarborContainer.Container()
                harborBindAll(container)
                try checkSamples(harborResolveSamples(container))
            } run: { n, meter in
                for _ in 0..<n {
                    let container = HarborContainer.Container()
                    withExtendedLifetime(container) {
                        meter.start()
                        harborBindAll(container)
                        meter.stop()
                    }
                }
            },
            Variant(name: "hand-written (dictionary of closures)", role: .floor) { () throws(CheckFailure) in
                var registry: [ObjectIdentifier: () -> AnyObject] = [:]
                handBindAll(&registry)
                try checkSamples(handResolveSamples(registry))
            } run: { n, meter in
                for _ in 0..<n {
                    var registry: [ObjectIdentifier: () -> AnyObject] = [:]
                    meter.start()
                    handBindAll(&registry)
                    meter.stop()
                    withExtendedLifetime(registry) {}
                }
            },
            Variant(name: "Swinject", role: .anchor) { () throws(CheckFailure) in
                let container = Swinject.Container()
                swinjectRegisterAll(container)
                try checkSamples(swinjectResolveSamples(container))
            } run: { n, meter in
                for _ in 0..<n {
                    let container = Swinject.Container()
                    withExtendedLifetime(container) {
                        meter.start()
                        swinjectRegisterAll(container)
                        meter.stop()
                    }
                }
            },
        ]
    )
}

/// 7b. The first resolve of 1,000 distinct singletons.
func firstResolveScenario() -> Scenario {
    let types = startupSingletonTypes
    return Scenario(
        id: "7b",
        title: "start-up: first resolve of 1,000 singletons",
        kind: .startup,
        operationsPerIteration: startupTypeCount,
        smokeIterations: 1,
        variants: [
            Variant(name: "Harbor", role: .harbor) { () throws(CheckFailure) in
                let container = HarborContainer.Container()
                let first = types.map { harborResolve($0, from: container) }
                let second = types.map { harborResolve($0, from: container) }
                try expect(Set(first.map(ObjectIdentifier.init)).count == types.count, "singletons were not distinct")
                try expect(zip(first, second).allSatisfy { $0 === $1 }, "a singleton was made twice")
                try expect(
                    harborResolve(types[0], from: HarborContainer.Container()) !== first[0], "shared across roots")
            } run: { n, meter in
                for _ in 0..<n {
                    let container = HarborContainer.Container()
                    withExtendedLifetime(container) {
                        meter.start()
                        for type in types { consume(harborResolve(type, from: container)) }
                        meter.stop()
                    }
                }
            },
            Variant(name: "hand-written (init into an array)", role: .floor) { () throws(CheckFailure) in
                let made = types.map { $0.init() }
                try expect(Set(made.map(ObjectIdentifier.init)).count == types.count, "objects were not distinct")
            } run: { n, meter in
                for _ in 0..<n {
                    var made: [AnyObject] = []
                    made.reserveCapacity(types.count)
                    meter.start()
                    for type in types { made.append(type.init()) }
                    meter.stop()
                    withExtendedLifetime(made) {}
                }
            },
            // Not the floor of the table's ratio: what a hand-written container of singletons pays, made on
            // first use and kept by type under a lock, as `Harbor` keeps them.
            Variant(name: "hand-written (locked dictionary, made on first use)", role: .other) {
                () throws(CheckFailure) in
                let registry = LazySingletons()
                let first = types.map { registry.instance(of: $0) }
                let second = types.map { registry.instance(of: $0) }
                try expect(Set(first.map(ObjectIdentifier.init)).count == types.count, "singletons were not distinct")
                try expect(zip(first, second).allSatisfy { $0 === $1 }, "a singleton was made twice")
            } run: { n, meter in
                for _ in 0..<n {
                    let registry = LazySingletons()
                    withExtendedLifetime(registry) {
                        meter.start()
                        for type in types { consume(registry.instance(of: type)) }
                        meter.stop()
                    }
                }
            },
            // Not the floor either: the least a container that keeps Harbor's promises for a first resolve
            // must do, written for this one loop (see `LeastSingletons`).
            Variant(name: "hand-written (the least a thread-safe container does)", role: .other) {
                () throws(CheckFailure) in
                let registry = LeastSingletons()
                let first = types.map { registry.instance(of: $0) }
                let second = types.map { registry.instance(of: $0) }
                try expect(Set(first.map(ObjectIdentifier.init)).count == types.count, "singletons were not distinct")
                try expect(zip(first, second).allSatisfy { $0 === $1 }, "a singleton was made twice")
            } run: { n, meter in
                for _ in 0..<n {
                    let registry = LeastSingletons()
                    withExtendedLifetime(registry) {
                        meter.start()
                        for type in types { consume(registry.instance(of: type)) }
                        meter.stop()
                    }
                }
            },
            Variant(name: "Swinject (.container scope)", role: .anchor) { () throws(CheckFailure) in
                let container = Swinject.Container()
                for type in types { swinjectRegister(type, in: container) }
                let first = types.map { swinjectResolve($0, from: container) }
                let second = types.map { swinjectResolve($0, from: container) }
                try expect(first.allSatisfy { $0 != nil }, "Swinject resolved nil")
                try expect(
                    Set(first.map { ObjectIdentifier($0!) }).count == types.count, "singletons were not distinct")
                try expect(zip(first, second).allSatisfy { $0 === $1 }, "a singleton was made twice")
            } run: { n, meter in
                for _ in 0..<n {
                    let container = Swinject.Container()
                    for type in types { swinjectRegister(type, in: container) }
                    withExtendedLifetime(container) {
                        meter.start()
                        for type in types { consume(swinjectResolve(type, from: container)!) }
                        meter.stop()
                    }
                }
            },
        ]
    )
}

/// Singletons by hand, as an app without a container might keep them: made on first use, one per type, in a
/// dictionary under a lock. The instance is made with the lock held, which a container cannot do (an initializer
/// that resolves would deadlock), so this is a lower bound of a thread-safe registry.
private final class LazySingletons: @unchecked Sendable {
    // `@unchecked Sendable`: `instances` is only touched with `lock` held.
    private let lock = NSLock()
    private var instances: [ObjectIdentifier: AnyObject] = [:]

    /// The instance of `type`, made on the first call. Not inlined, as a resolve is a call.
    @inline(never)
    func instance<T: StartupSingleton>(of type: T.Type) -> AnyObject {
        lock.lock()
        defer { lock.unlock() }
        if let existing = instances[ObjectIdentifier(type)] { return existing }
        let made = T()
        instances[ObjectIdentifier(type)] = made
        return made
    }
}

/// The least a container that keeps Harbor's promises does for a first resolve, written for this one loop: how
/// close to the floor a container can come (Benchmarks/README, "Issue 11, round 10"). Per first resolve:
/// - a lock round trip (one atomic exchange and a release store) to find the type's slot and claim it, with the
///   claiming thread's identity, for a waiter's cycle check: the initializer runs without the lock, because it
///   may resolve;
/// - a frame on the thread's own stack, with the filter that tells a push whether to look for a cycle;
/// - the initializer, `init(container:args:)`, through the metatype (as the floor calls `init()`), given the
///   container;
/// - a lock round trip to store the instance in its slot and append it to the creation order, which owns it (one
///   retain; the caller releases its own reference).
/// The table starts at 32 slots and grows four times larger at half full, keeping outgrown tables, as Harbor's
/// `TypeMap` does. It leaves out what only matters off this loop's path: a read without the lock, waiting for
/// another thread's claim, a cycle report, mocks, bindings, lifetimes other than a singleton, resets.
private final class LeastSingletons: @unchecked Sendable {
    // `@unchecked Sendable`: what `table`, `state`, `order` and `retired` point to is only touched with `lock`
    // held. All are pointers behind `let`s, so that no access is checked for exclusivity.
    private let lock = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    /// `table[0]`: the capacity (a power of two); then per slot a type's address (`0`: empty) and its instance's
    /// address (`0`: never made; odd: being made, by the thread `value & ~1`).
    private let table = UnsafeMutablePointer<UnsafeMutablePointer<UInt>>.allocate(capacity: 1)
    /// The number of keys in the table, and whether the container is going away.
    private let state = UnsafeMutablePointer<Int>.allocate(capacity: 2)
    /// The instances made, oldest first (a reference each): `order[0]` is the count, `order[1]` the capacity.
    private let order = UnsafeMutablePointer<UnsafeMutablePointer<UInt>>.allocate(capacity: 1)
    /// Outgrown tables.
    private let retired = UnsafeMutablePointer<[UnsafeMutablePointer<UInt>]>.allocate(capacity: 1)
    /// What the initializers get.
    private let container = HarborContainer.Container()

    init() {
        lock.initialize(to: 0)
        table.initialize(to: Self.makeTable(capacity: 32))
        state.initialize(repeating: 0, count: 2)
        let entries = UnsafeMutablePointer<UInt>.allocate(capacity: 18)
        entries[0] = 0
        entries[1] = 16
        order.initialize(to: entries)
        retired.initialize(to: [])
    }

    deinit {
        let entries = order.pointee
        while entries[0] > 0 {
            Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: entries[Int(entries[0]) + 1])!).release()
            entries[0] -= 1
        }
        entries.deallocate()
        table.pointee.deallocate()
        for old in retired.pointee { old.deallocate() }
        retired.deinitialize(count: 1)
        retired.deallocate()
        lock.deallocate()
        table.deallocate()
        state.deallocate()
        order.deallocate()
    }

    private static func makeTable(capacity: Int) -> UnsafeMutablePointer<UInt> {
        let table = UnsafeMutablePointer<UInt>.allocate(capacity: 1 + 2 * capacity)
        table.initialize(repeating: 0, count: 1 + 2 * capacity)
        table[0] = UInt(capacity)
        return table
    }

    private static func home(of key: UInt, mask: Int) -> Int {
        let product = key.multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15)
        return Int(bitPattern: product.high ^ product.low) & mask
    }

    /// The slot of `key` in `table`: where it is, or the empty slot where it goes.
    private static func slot(of key: UInt, in table: UnsafeMutablePointer<UInt>) -> Int {
        let mask = Int(table[0]) - 1
        var slot = home(of: key, mask: mask)
        while table[1 + 2 * slot] != 0 && table[1 + 2 * slot] != key { slot = (slot + 1) & mask }
        return slot
    }

    /// Makes the table four times larger (as Harbor's `TypeMap` grows).
    @inline(never)
    private func grow() {
        let old = table.pointee
        let new = Self.makeTable(capacity: 4 * Int(old[0]))
        for slot in 0..<Int(old[0]) where old[1 + 2 * slot] != 0 {
            let moved = Self.slot(of: old[1 + 2 * slot], in: new)
            new[1 + 2 * moved] = old[1 + 2 * slot]
            new[2 + 2 * moved] = old[2 + 2 * slot]
        }
        // Kept until the container goes, as Harbor keeps outgrown tables for the readers that take no lock.
        retired.pointee.append(old)
        table.pointee = new
    }

    /// Doubles the order's room.
    @inline(never)
    private func growOrder() {
        let old = order.pointee
        let new = UnsafeMutablePointer<UInt>.allocate(capacity: 2 + 2 * Int(old[1]))
        new.initialize(from: old, count: 2 + Int(old[0]))
        new[1] = 2 * old[1]
        old.deallocate()
        order.pointee = new
    }

    /// The instance of `type`, made on the first call. Not inlined, as a resolve is a call.
    @inline(never)
    func instance(of type: any StartupSingleton.Type) -> AnyObject {
        let key = UInt(bitPattern: ObjectIdentifier(type))
        bench_spin_lock(lock)
        if state[1] != 0 { fatalError("the container is going away") }
        var slot = Self.slot(of: key, in: table.pointee)
        if table.pointee[1 + 2 * slot] == key {
            let value = table.pointee[2 + 2 * slot]
            // A claim (odd) would be waited for, or reported as a cycle: the row never meets one.
            precondition(value & 1 == 0, "a claim")
            bench_spin_unlock(lock)
            return Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: value)!).takeUnretainedValue()
        }
        if 2 * (state[0] + 1) > Int(table.pointee[0]) {
            grow()
            slot = Self.slot(of: key, in: table.pointee)
        }
        table.pointee[1 + 2 * slot] = key
        table.pointee[2 + 2 * slot] = UInt(bitPattern: Int(bitPattern: pthread_self())) | 1
        state[0] += 1
        let claimed = table.pointee
        bench_spin_unlock(lock)
        // The row's types never repeat on the stack, so the cycle check that follows a refused push is left out.
        let pushed = bench_frame_push(UnsafeRawPointer(bitPattern: key)!)
        precondition(pushed, "a possible cycle")
        let made: AnyObject
        do {
            made = try type.init(container: container, args: ())
        } catch {
            fatalError("\(error)")
        }
        bench_frame_pop()
        bench_spin_lock(lock)
        let address = UInt(bitPattern: Unmanaged.passRetained(made).toOpaque())
        // The slot moved if the table grew meanwhile (an initializer that resolves).
        if table.pointee != claimed { slot = Self.slot(of: key, in: table.pointee) }
        table.pointee[2 + 2 * slot] = address
        if order.pointee[0] == order.pointee[1] { growOrder() }
        order.pointee[0] += 1
        order.pointee[Int(order.pointee[0]) + 1] = address
        bench_spin_unlock(lock)
        return made
    }
}

private func checkSamples(_ samples: [AnyObject?]) throws(CheckFailure) {
    try expect(samples.count == startupSampleTypes.count, "missing samples")
    let expectedTypes = startupSampleTypes
    for (index, sample) in samples.enumerated() {
        guard let sample else { throw CheckFailure("a bound protocol resolved to nil") }
        let expected: any AnyObject.Type = expectedTypes[index]
        try expect(type(of: sample) == expected, "a bound protocol resolved to \(type(of: sample))")
    }
}

private func harborResolve<T: StartupSingleton>(_ type: T.Type, from container: HarborContainer.Container) -> AnyObject
{
    container.resolve(type)
}

private func swinjectRegister<T: StartupSingleton>(_ type: T.Type, in container: Swinject.Container) {
    container.register(type) { _ in T() }.inObjectScope(.container)
}

private func swinjectResolve<T: StartupSingleton>(_ type: T.Type, from container: Swinject.Container) -> AnyObject? {
    container.resolve(type)
}
