import Foundation

/// RESULTS.md: what a full run measures (time, allocations, memory), followed by the sections the scripts print
/// (instruction counts, code size per call site), pasted in. A full run replaces only its own part.
enum ResultsFile {
    /// The line that starts the pasted sections; everything from it on is kept by a full run.
    static let pastedMarker =
        "<!-- Sections below are printed by Benchmarks/scripts (instructions, code size); harbor-bench keeps them. -->"

    /// The file's new text: `measured` (this run's tables), then the pasted sections of `existing` (the file as
    /// it was), if it has any. Without the marker, the old text was a run's output only and is replaced.
    static func merged(measured: String, existing: String?) -> String {
        let kept = existing.flatMap { text in text.range(of: pastedMarker).map { text[$0.lowerBound...] } }
        return measured + "\n" + (kept.map(String.init) ?? pastedMarker + "\n")
    }

    /// Checks ``merged(measured:existing:)`` on a sample file, so that the smoke run CI executes catches a full
    /// run that would drop the pasted sections.
    static func check() throws(CheckFailure) {
        let pasted = pastedMarker + "\n\n## Pasted\n\n| a | b |\n"
        let rewritten = Self.merged(measured: "# New run\n", existing: "# Old run\n\n" + pasted)
        try expect(rewritten.hasPrefix("# New run\n"), "RESULTS.md: a full run does not start with its own tables")
        try expect(!rewritten.contains("# Old run"), "RESULTS.md: a full run keeps the previous run's tables")
        try expect(rewritten.hasSuffix(pasted), "RESULTS.md: a full run drops the pasted sections")
        let fresh = Self.merged(measured: "# New run\n", existing: nil)
        try expect(fresh.hasSuffix(pastedMarker + "\n"), "RESULTS.md: a new file has no marker")
    }
}
