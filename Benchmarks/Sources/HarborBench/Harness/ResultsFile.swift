import Foundation

/// RESULTS.md: what a full run measures, followed by sections recorded by hand (callgrind before/after tables of
/// each change, written while the work was done). A full run replaces only its own part.
enum ResultsFile {
    /// The line that starts the hand-recorded sections; everything from it on is kept by a full run.
    static let handRecordedMarker =
        "<!-- Sections below are recorded by hand (callgrind before/after of each change); harbor-bench keeps them. -->"

    /// The file's new text: `measured` (this run's tables), then the hand-recorded sections of `existing` (the
    /// file as it was), if it has any. Without the marker, the old text was a run's output only and is replaced.
    static func merged(measured: String, existing: String?) -> String {
        let kept = existing.flatMap { text in text.range(of: handRecordedMarker).map { text[$0.lowerBound...] } }
        return measured + "\n" + (kept.map(String.init) ?? handRecordedMarker + "\n")
    }

    /// Checks ``merged(measured:existing:)`` on a sample file, so that the smoke run CI executes catches a full
    /// run that would drop the hand-recorded sections (a full run used to overwrite the whole file).
    static func check() throws(CheckFailure) {
        let handRecorded = handRecordedMarker + "\n\n## Recorded by hand\n\n| a | b |\n"
        let rewritten = Self.merged(measured: "# New run\n", existing: "# Old run\n\n" + handRecorded)
        try expect(rewritten.hasPrefix("# New run\n"), "RESULTS.md: a full run does not start with its own tables")
        try expect(!rewritten.contains("# Old run"), "RESULTS.md: a full run keeps the previous run's tables")
        try expect(rewritten.hasSuffix(handRecorded), "RESULTS.md: a full run drops the hand-recorded sections")
        let fresh = Self.merged(measured: "# New run\n", existing: nil)
        try expect(fresh.hasSuffix(handRecordedMarker + "\n"), "RESULTS.md: a new file has no marker")
    }
}
