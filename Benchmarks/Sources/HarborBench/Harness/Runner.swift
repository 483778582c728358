import BenchSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Options from the command line.
struct Options {
    /// One round, a handful of iterations, no warm-up, no RESULTS.md: proves every scenario builds and answers
    /// correctly.
    var smoke = false
    /// Measured rounds after the warm-up; the median is reported.
    var rounds = 7
    /// Each measured batch runs about this long.
    var batchNanoseconds: UInt64 = 20_000_000
    /// Resolves per memory measurement (scenario 8).
    var memoryResolves = 5_000_000
    /// Only scenarios whose id starts with one of these (empty: all).
    var only: [String] = []
    /// Overrides the smoke iteration count (to profile a scenario under callgrind).
    var iterations: Int?
    /// Only variants whose name starts with this.
    var variant: String?
    /// Where to write the results table; nil for nowhere.
    var resultsPath: String? = "RESULTS.md"
}

/// One measured row: a variant's median over the rounds.
struct Row {
    let scenario: Scenario
    let variant: Variant
    var nanosecondsPerOperation: Double
    var allocationsPerOperation: Double
}

/// Runs scenarios: checks every variant, warms up, then measures the variants of a scenario interleaved,
/// round after round, and keeps each variant's median.
struct Runner {
    let options: Options

    func run(_ scenario: Scenario) throws(CheckFailure) -> [Row] {
        for variant in scenario.variants {
            do {
                try variant.check()
            } catch {
                throw CheckFailure("scenario \(scenario.id) (\(scenario.title)), \(variant.name): \(error)")
            }
        }
        var iterations = scenario.variants.map { _ in options.smoke ? options.iterations ?? scenario.smokeIterations : 1
        }
        if !options.smoke {
            // Warm-up, which also sizes each variant's batch to about `batchNanoseconds`.
            for (index, variant) in scenario.variants.enumerated() {
                var n = 1
                while true {
                    let (nanoseconds, _) = measure(variant, iterations: n, threads: scenario.threads)
                    if nanoseconds >= options.batchNanoseconds / 8 || n >= 1 << 26 {
                        let perIteration = max(1, Double(nanoseconds) / Double(n))
                        iterations[index] = max(1, Int(Double(options.batchNanoseconds) / perIteration))
                        break
                    }
                    n *= 4
                }
            }
        }
        let rounds = options.smoke ? 1 : options.rounds
        var samples = scenario.variants.map { _ in [(Double, Double)]() }
        for round in 0..<rounds {
            // Interleave, rotating the order each round so no variant always runs right after another.
            for offset in 0..<scenario.variants.count {
                let index = (offset + round) % scenario.variants.count
                let n = iterations[index]
                let (nanoseconds, allocations) = measure(
                    scenario.variants[index], iterations: n, threads: scenario.threads)
                let operations = Double(n * scenario.operationsPerIteration)
                samples[index].append((Double(nanoseconds) / operations, Double(allocations) / operations))
            }
        }
        return scenario.variants.enumerated().map { index, variant in
            Row(
                scenario: scenario,
                variant: variant,
                nanosecondsPerOperation: median(samples[index].map(\.0)),
                allocationsPerOperation: median(samples[index].map(\.1))
            )
        }
    }

    /// Time and allocations of `n` iterations; with several threads, the mean per thread.
    private func measure(_ variant: Variant, iterations n: Int, threads: Int) -> (UInt64, UInt64) {
        if threads == 1 {
            let meter = Meter()
            variant.run(n, meter)
            return (meter.nanoseconds, meter.allocations)
        }
        let results = runOnThreads(threads) { _ in
            let meter = Meter()
            variant.run(n, meter)
            return (meter.nanoseconds, meter.allocations)
        }
        let time = results.reduce(0) { $0 + $1.0 } / UInt64(threads)
        let allocations = results.reduce(0) { $0 + $1.1 } / UInt64(threads)
        return (time, allocations)
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
