import Foundation
import HarborNavigation
import Testing

/// `Tests/TopLevelNavigation/main.swift` is top-level code: it compiles only if every call there picks the
/// overload it spells (a fire-and-forget call picked for `try await` would only warn, and CI builds with
/// warnings as errors); running it shows that awaited failures are thrown and fire-and-forget failures reach
/// the failure handler.
@Suite("Overloads in top-level code")
struct TopLevelOverloadTests {
    @Test func awaitedCallsThrowAndFireAndForgetCallsReachTheHandler() throws {
        let output = try run(try #require(topLevelExecutable()))

        #expect(
            output == """
                awaited present threw: \(noWindow)
                awaited push threw: \(noWindow)
                handler: present: \(noWindow)
                handler: push: \(noWindow)
                top: DetailsScreen

                """)
    }

    private let noWindow = NavigationError.noWindowProvider.description

    /// The executable SwiftPM built next to the test bundle.
    private func topLevelExecutable() -> URL? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("TopLevelNavigation")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }

    private func run(_ executable: URL) throws -> String {
        let process = Process()
        process.executableURL = executable
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        // Stops a run that hangs (an awaited call that never returns), so that it fails instead of hanging the
        // test run; the timeout is a safety net, far above what a run takes. SIGKILL, not `terminate()`: a
        // process started from a test's thread may have SIGTERM blocked.
        let stop = DispatchWorkItem { kill(process.processIdentifier, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: stop)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        stop.cancel()
        let timedOut = process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
        #expect(!timedOut, "timed out waiting for TopLevelNavigation to exit")
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }
}
