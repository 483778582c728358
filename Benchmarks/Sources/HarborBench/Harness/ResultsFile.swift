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
}
