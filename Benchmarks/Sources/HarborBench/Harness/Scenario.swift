/// Who a row measures: Harbor, the hand-written floor, or the library it is compared with.
enum Role: Sendable {
    /// Harbor itself; ratios are printed on its rows.
    case harbor
    /// The floor: hand-written code (or a plain closure array for events).
    case floor
    /// The library compared with: Swinject (or OpenCombine for events).
    case anchor
    /// A reference row that takes part in no ratio.
    case other
}

/// One implementation of a scenario: how to check its answer and how to run it `n` times.
struct Variant {
    /// The row's name in the table (`Harbor`, `Swinject`, `hand-written`, ...).
    let name: String
    let role: Role
    /// Proves the variant gives the right answer (a fresh object per request, one singleton); runs first.
    let check: () throws(CheckFailure) -> Void
    /// Runs `n` iterations, starting and stopping the meter around what is measured.
    let run: (_ n: Int, _ meter: Meter) -> Void

    /// The same variant under another name.
    func renamed(_ name: String) -> Variant {
        Variant(name: name, role: role, check: check, run: run)
    }

    /// A variant whose whole loop is measured.
    static func loop(
        _ name: String,
        _ role: Role,
        check: @escaping () throws(CheckFailure) -> Void,
        body: @escaping (_ n: Int) -> Void
    ) -> Variant {
        Variant(name: name, role: role, check: check) { n, meter in
            meter.start()
            body(n)
            meter.stop()
        }
    }
}

/// One row group of the table: a scenario and the variants that implement it.
struct Scenario {
    /// `1`, `5a`, `7b`, ...: the scenario's number in Benchmarks/README.md, plus a letter for sub-scenarios.
    let id: String
    let title: String
    /// How many operations one iteration performs (1,000 for the start-up scenarios).
    var operationsPerIteration = 1
    /// Whether the variants run on two threads at once (ns/op is then per thread).
    var threads = 1
    /// Iterations per measured batch in smoke mode (start-up scenarios use 1).
    var smokeIterations = 10
    var variants: [Variant]
}
