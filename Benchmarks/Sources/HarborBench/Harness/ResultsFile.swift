import Foundation

/// RESULTS.md: the sections the scripts print (instruction counts, code size per call site), pasted in, then
/// what a full run measures (time, allocations, memory). A full run replaces only its own part, below the marker.
enum ResultsFile {
    /// The line that ends the pasted sections; a full run keeps everything up to it and writes its tables after it.
    static let pastedMarker =
        "<!-- harbor-bench's full run rewrites what follows; the sections above are pasted from Benchmarks/scripts. -->"

    /// The file's new text: the pasted sections of `existing` (the file as it was) up to and including the
    /// marker, then `measured` (this run's tables). Without the marker, the file starts with the marker.
    static func merged(measured: String, existing: String?) -> String {
        let kept = existing.flatMap { text in text.range(of: pastedMarker).map { text[..<$0.upperBound] } }
        return (kept.map(String.init) ?? pastedMarker) + "\n\n" + measured
    }

    /// Checks ``merged(measured:existing:)`` on a sample file, so that the smoke run CI executes catches a full
    /// run that would drop the pasted sections.
    static func check() throws(CheckFailure) {
        let pasted = "# Results\n\n## Pasted\n\n| a | b |\n\n" + pastedMarker
        let rewritten = Self.merged(measured: "## New run\n", existing: pasted + "\n\n## Old run\n")
        try expect(rewritten.hasSuffix("## New run\n"), "RESULTS.md: a full run does not end with its own tables")
        try expect(!rewritten.contains("## Old run"), "RESULTS.md: a full run keeps the previous run's tables")
        try expect(rewritten.hasPrefix(pasted), "RESULTS.md: a full run drops the pasted sections")
        let fresh = Self.merged(measured: "## New run\n", existing: nil)
        try expect(fresh.hasPrefix(pastedMarker), "RESULTS.md: a new file has no marker")
    }
}
