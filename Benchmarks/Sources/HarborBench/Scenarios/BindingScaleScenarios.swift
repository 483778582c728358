import Foundation
import HarborContainer

// Scenario 16: binding at scale. Each iteration binds 1,000, 10,000 or 50,000 distinct services on an empty root
// container, each `.singleton`, and resolves each right after binding it; ns/op is per bind (with its resolve).
// With readers, four other threads keep resolving services bound before the measurement, all the while. A flat
// cost per bind from 1,000 to 50,000 is what the three sizes show.

/// How many services the readers resolve, bound before the measured ones.
private let readerServiceCount = 64

/// 16a–c. Binding 1,000, 10,000 and 50,000 services, alone and with four reading threads.
func bindingScaleScenarios() -> [Scenario] {
    [(id: "16a", count: 1_000), (id: "16b", count: 10_000), (id: "16c", count: 50_000)].map { size in
        Scenario(
            id: size.id,
            title: "bind and resolve one of \(size.count.formatted()) singletons",
            operationsPerIteration: size.count,
            smokeIterations: 1,
            variants: [
                bindingScaleVariant(count: size.count, readers: 0), bindingScaleVariant(count: size.count, readers: 4),
            ]
        )
    }
}

private func bindingScaleVariant(count: Int, readers: Int) -> Variant {
    // Made once: the types are the same on every iteration (their metadata is made on first use).
    let measured = (readerServiceCount..<readerServiceCount + count).map(scaleKeyType)
    let read = (0..<readerServiceCount).map(scaleKeyType)
    let name = readers == 0 ? "Harbor" : "Harbor, \(readers) threads resolving"
    return Variant(name: name, role: .harbor) { () throws(CheckFailure) in
        let container = HarborContainer.Container()
        let products = withReaders(readers, resolving: read, in: container) {
            measured.enumerated().map { bindAndResolve($1, tag: $0, in: container) }
        }
        try expect(products.map(\.tag) == Array(0..<count), "a bound singleton resolved to another's product")
        try expect(
            measured.indices.allSatisfy { resolveProduct(measured[$0], in: container) === products[$0] },
            "a singleton was made twice")
    } run: { n, meter in
        for _ in 0..<n {
            let container = HarborContainer.Container()
            withReaders(readers, resolving: read, in: container) {
                meter.start()
                for (tag, type) in measured.enumerated() { consume(bindAndResolve(type, tag: tag, in: container)) }
                meter.stop()
            }
        }
    }
}

/// Binds `read` on `container`, then runs `body` on this thread while `count` other threads resolve them in turn
/// (each has resolved once before `body` starts); returns what `body` returns once the readers have stopped.
private func withReaders<Result>(
    _ count: Int,
    resolving read: [any ScaleKey.Type],
    in container: HarborContainer.Container,
    _ body: () -> Result
) -> Result {
    for (tag, type) in read.enumerated() { consume(bindAndResolve(type, tag: tag, in: container)) }
    let readers = Readers()
    for index in 0..<count {
        Thread {
            var next = index
            repeat {
                // 64 resolves between looks at the stop flag, so that its lock weighs little.
                for _ in 0..<64 {
                    consume(resolveProduct(read[next % read.count], in: container))
                    next += 1
                }
            } while readers.keepReading(afterFirst: next == index + 64)
            readers.finished()
        }.start()
    }
    readers.waitUntilReading(count)
    let result = body()
    readers.stop(count)
    return result
}

/// The readers' start and stop: each says when it has read once and when it has stopped.
///
/// `@unchecked Sendable`: its properties are reached only with `condition` locked.
private final class Readers: @unchecked Sendable {
    private let condition = NSCondition()
    private var reading = 0
    private var stopped = 0
    private var stopping = false

    /// Whether to read on; `afterFirst` on a reader's first call, which counts it as reading.
    func keepReading(afterFirst first: Bool) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        if first {
            reading += 1
            condition.broadcast()
        }
        return !stopping
    }

    func finished() {
        condition.lock()
        stopped += 1
        condition.broadcast()
        condition.unlock()
    }

    func waitUntilReading(_ count: Int) {
        condition.lock()
        while reading < count { condition.wait() }
        condition.unlock()
    }

    /// Tells the readers to stop and waits until they have.
    func stop(_ count: Int) {
        condition.lock()
        stopping = true
        while stopped < count { condition.wait() }
        condition.unlock()
    }
}

/// A service type made at run time: `ScaleOdd<ScaleEven<…<ScaleZero>…>>` spells a number in binary (least
/// significant digit outermost), so 50,000 distinct types need no generated code and nest 16 deep at most.
protocol ScaleKey: AnyObject, Sendable {
    init(tag: Int)
    var tag: Int { get }
}

extension ScaleKey {
    fileprivate static var odd: any ScaleKey.Type { ScaleOdd<Self>.self }
    fileprivate static var even: any ScaleKey.Type { ScaleEven<Self>.self }
}

private final class ScaleZero: ScaleKey {
    let tag: Int
    init(tag: Int) { self.tag = tag }
}

private final class ScaleOdd<Rest: ScaleKey>: ScaleKey {
    let tag: Int
    init(tag: Int) { self.tag = tag }
}

private final class ScaleEven<Rest: ScaleKey>: ScaleKey {
    let tag: Int
    init(tag: Int) { self.tag = tag }
}

/// The service type of `number`: a distinct type for every number.
private func scaleKeyType(_ number: Int) -> any ScaleKey.Type {
    guard number > 0 else { return ScaleZero.self }
    let rest = scaleKeyType(number / 2)
    return number % 2 == 1 ? rest.odd : rest.even
}

/// Binds `type` as a singleton whose product carries `tag`, and resolves it.
@inline(never)
private func bindAndResolve(
    _ type: any ScaleKey.Type,
    tag: Int,
    in container: HarborContainer.Container
) -> any ScaleKey {
    func bind<Key: ScaleKey>(_ key: Key.Type) -> any ScaleKey {
        container.bind(key, lifetime: .singleton) { _ in Key(tag: tag) }
        return container.resolve(key) as Key
    }
    return bind(type)
}

@inline(never)
private func resolveProduct(_ type: any ScaleKey.Type, in container: HarborContainer.Container) -> any ScaleKey {
    func resolve<Key: ScaleKey>(_ key: Key.Type) -> any ScaleKey { container.resolve(key) as Key }
    return resolve(type)
}
