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
