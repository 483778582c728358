import Foundation

// harbor-bench: Harbor against hand-written code (the floor) and Swinject or OpenCombine (the anchor), scenario by
// scenario, interleaved in one process. See Benchmarks/README.md.
//
//   swift run -c release --package-path Benchmarks harbor-bench            # full run, rewrites RESULTS.md's measured part
//   swift run -c release --package-path Benchmarks harbor-bench --smoke    # CI: checks + tiny iterations

var options = Options()
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--smoke":
        options.smoke = true
        options.memoryResolves = 1_000
        options.resultsPath = nil
    case "--rounds":
        options.rounds = Int(arguments.popFirst() ?? "") ?? options.rounds
    case "--memory-resolves":
        options.memoryResolves = Int(arguments.popFirst() ?? "") ?? options.memoryResolves
    case "--only":
        options.only = (arguments.popFirst() ?? "").split(separator: ",").map(String.init)
    case "--iterations":
        // With --smoke: iterations per batch, for profiling one scenario under callgrind.
        options.iterations = Int(arguments.popFirst() ?? "")
    case "--variant":
        // Only the variant of this name, or if none has it, those whose name starts with it (to profile one).
        options.variant = arguments.popFirst()
    case "--no-write":
        options.resultsPath = nil
    default:
        print(
            """
            usage: harbor-bench [--smoke] [--rounds N] [--memory-resolves N] [--only 1,5a,7] [--variant NAME]
                                [--iterations N] [--no-write]
              --smoke   one round of a few iterations, no warm-up, no RESULTS.md (CI)
            """
        )
        exit(argument == "--help" ? 0 : 2)
    }
}

@MainActor
func selected(_ id: String) -> Bool {
    // `5` selects 5a and 5b; `1` selects 1, not 10.
    options.only.isEmpty
        || options.only.contains { id == $0 || (id.hasPrefix($0) && id.dropFirst($0.count).allSatisfy(\.isLetter)) }
}

let makers: [() -> [Scenario]] = [
    { [perRequestScenario()] },
    { [singletonScenario()] },
    { [chainScenario()] },
    { [viewModelScenario()] },
    pathScenarios,
    threadScenarios,
    { [bindingScenario(), firstResolveScenario()] },
    eventScenarios,
    navigationScenarios,
    mainDeliveryScenarios,
    sideTableScenarios,
    routingScenarios,
    { [testContainerScenario(), auditScenario()] },
    bindingScaleScenarios,
]
let scenarios = makers.flatMap { $0() }.filter { selected($0.id) }.map { scenario in
    guard let prefix = options.variant else { return scenario }
    var filtered = scenario
    let exact = scenario.variants.filter { $0.name == prefix }
    filtered.variants = exact.isEmpty ? scenario.variants.filter { $0.name.hasPrefix(prefix) } : exact
    return filtered
}
if scenarios.allSatisfy(\.variants.isEmpty) {
    // A misspelt --only or --variant would otherwise measure nothing and report 0.
    print("harbor-bench: no row matches --only \(options.only) --variant \(options.variant ?? "")")
    exit(2)
}

let runner = Runner(options: options)
var rows: [Row] = []
let started = Date()
do {
    try ResultsFile.check()
    for scenario in scenarios {
        let scenarioRows = try runner.run(scenario)
        rows += scenarioRows
        for row in scenarioRows {
            print(
                "[\(scenario.id)] \(row.variant.name): \(Report.format(row.nanosecondsPerOperation, digits: 1)) ns/op, "
                    + "\(Report.format(row.allocationsPerOperation, digits: 2)) allocs/op"
            )
        }
    }
} catch {
    print("FAILED self-check: \(error)")
    exit(1)
}

// Scenario 8: memory, over the resolve scenarios (1–4, and Harbor's bound path).
let memoryScenarios =
    scenarios.filter { ["1", "2", "3", "4"].contains($0.id) }
    + scenarios.filter { $0.id.hasPrefix("5") }.map { scenario in
        Scenario(
            id: scenario.id,
            title: scenario.title,
            variants: scenario.variants.filter { $0.name.hasPrefix("Harbor bound") }
        )
    }
let memoryRows = selected("8") ? measureMemory(of: memoryScenarios, resolves: options.memoryResolves) : []

let timeTable = Report.timeTable(rows)
let scaling = Report.scaling(rows, small: "9d", large: "9e")
let memoryTable = Report.memoryTable(memoryRows)
let mode =
    options.smoke ? "smoke (1 round, few iterations: timings mean nothing)" : "\(options.rounds) rounds after a warm-up"
let elapsed = Date().timeIntervalSince(started)
let document = """
    ## Time and allocations

    - Machine: \(Report.machine())
    - Swift: \(Report.swiftVersion())
    - Run: \(mode), medians; \(Report.format(elapsed))s; \(ISO8601DateFormatter().string(from: Date()))
    - Command: `swift run -c release --package-path Benchmarks harbor-bench`

    Wall time moves with whatever else the machine runs: compare ratios within one run, and instruction counts
    (above) across runs.
    Floor: hand-written code (or a plain closure array). Anchor: Swinject (or OpenCombine). Ratios are on
    Harbor's rows: Harbor ÷ floor (lower is better), anchor ÷ Harbor (higher is better).

    \(timeTable)
    \(scaling.isEmpty ? "" : "\n" + scaling + "\n")
    ## Memory (scenario 8)

    \(memoryTable)

    """

print("\n" + document)
if let resultsPath = options.resultsPath {
    let packageDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let url = packageDirectory.appendingPathComponent(resultsPath)
    do {
        // Only the measured part is replaced: the sections the scripts print stay (ResultsFile).
        let existing = try? String(contentsOf: url, encoding: .utf8)
        try ResultsFile.merged(measured: document, existing: existing).write(to: url, atomically: true, encoding: .utf8)
        print("wrote \(url.path)")
    } catch {
        print("could not write \(url.path): \(error)")
        exit(1)
    }
}
