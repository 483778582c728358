import Foundation
import HarborContainer

/// A seeded random dependency graph over the generated nodes: each node's lifetime and the nodes it resolves
/// (only higher indices, so the graph is acyclic), or a loop for the cycle tests.
final class GraphPlan: @unchecked Sendable {
    // `@unchecked Sendable`: `lifetimes` and `edges` are immutable; `serial` and `currentGraph` are guarded
    // by `lock`.

    /// The plan of the running test.
    @TaskLocal static var current: GraphPlan?

    let lifetimes: [Lifetime]
    let edges: [[Int]]
    private let lock = NSLock()
    private var serial = 0
    private var currentGraph = 0

    /// - Parameters:
    ///   - seed: The random seed.
    ///   - count: How many nodes take part.
    init(seed: UInt64, count: Int = nodeTypes.count) {
        var random = SplitMix64(seed: seed)
        let all: [Lifetime] = [.singleton, .perRequest, .weakShared, .perGraph, .scoped]
        lifetimes = (0..<count).map { _ in all[Int(random.next() % UInt64(all.count))] }
        edges = (0..<count).map { index -> [Int] in
            let later = count - index - 1
            guard later > 0 else { return [] }
            let fanOut = Int(random.next() % 4)
            return (0..<fanOut).map { _ in index + 1 + Int(random.next() % UInt64(later)) }
        }
    }

    /// A loop `Node0 → Node1 → … → Node(count - 1) → Node0` with random lifetimes.
    init(loopOf count: Int, seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let all: [Lifetime] = [.singleton, .perRequest, .weakShared, .perGraph, .scoped]
        lifetimes = (0..<count).map { _ in all[Int(random.next() % UInt64(all.count))] }
        edges = (0..<count).map { [($0 + 1) % count] }
    }

    /// The top-level resolve in progress.
    var graph: Int { lock.withLock { currentGraph } }

    /// Marks the start of a new top-level resolve.
    func startGraph(_ graph: Int) { lock.withLock { currentGraph = graph } }

    /// Fresh arguments for the next resolve.
    func nextArgs() -> Int {
        lock.withLock {
            serial += 1
            return serial
        }
    }
}

/// A small, seedable random number generator (SplitMix64), so a failing seed can be replayed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
