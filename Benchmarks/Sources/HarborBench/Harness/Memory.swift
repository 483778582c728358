import BenchSupport

/// One row of scenario 8: memory before and after many resolves of one variant.
struct MemoryRow {
    let scenario: Scenario
    let variant: Variant
    let resolves: Int
    let residentBefore: Int64
    let residentAfter: Int64
    let heapBefore: Int64
    let heapAfter: Int64

    /// Heap bytes still in use afterwards, per resolve: what each resolve left behind.
    var retainedBytesPerResolve: Double { Double(heapAfter - heapBefore) / Double(resolves) }
}

/// Scenario 8: runs each variant `resolves` times and reads resident memory (/proc/self/statm) and the heap
/// in use (mallinfo2) before and after.
func measureMemory(of scenarios: [Scenario], resolves: Int) -> [MemoryRow] {
    var rows: [MemoryRow] = []
    for scenario in scenarios {
        for variant in scenario.variants {
            let residentBefore = bench_resident_bytes()
            let heapBefore = bench_heap_in_use_bytes()
            variant.run(resolves, Meter())
            let heapAfter = bench_heap_in_use_bytes()
            let residentAfter = bench_resident_bytes()
            rows.append(
                MemoryRow(
                    scenario: scenario,
                    variant: variant,
                    resolves: resolves,
                    residentBefore: residentBefore,
                    residentAfter: residentAfter,
                    heapBefore: heapBefore,
                    heapAfter: heapAfter
                )
            )
        }
    }
    return rows
}
