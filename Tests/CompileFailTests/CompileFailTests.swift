import Foundation
import Testing

/// Compile-fail tests: every `Tests/CompileFail/<Area>/<name>.swift` is code an app might write that must NOT
/// compile. Its leading `// expected-error: <text>` lines name what the compiler must say; each case is
/// type-checked by `swiftc` in a child process against the modules this test run was built with, in Swift 6
/// mode with no upcoming features (as an app target would be).
@Suite("Compile-fail cases")
struct CompileFailTests {
    @Test("the set-up compiles a correct file that imports every module")
    func controlCompiles() async throws {
        let result = try await Typechecker.shared.typecheck(
            source: """
                import HarborContainer
                import HarborMVVM
                import HarborNavigation
                import HarborTesting
                final class Clock: ISingleton, Sendable { required init(container: IContainer, args: Void) {} }
                """
        )
        #expect(!result.timedOut, "timed out waiting for swiftc to typecheck a correct file")
        #expect(result.status == 0, "a correct file failed to compile:\n\(result.output)")
    }

    @Test("a case does not compile, and the compiler says why", arguments: CompileFailCase.all())
    func caseFailsToCompile(_ failCase: CompileFailCase) async throws {
        #expect(!failCase.expectedErrors.isEmpty, "\(failCase): name the expected error with `// expected-error: …`")
        let result = try await Typechecker.shared.typecheck(file: failCase.url)
        #expect(!result.timedOut, "\(failCase): timed out waiting for swiftc to typecheck it")
        #expect(result.status != 0, "\(failCase) compiled, but must not")
        #expect(!result.output.contains("no such module"), "\(failCase): \(result.output)")
        #expect(!result.output.contains("missing required module"), "\(failCase): \(result.output)")
        for expected in failCase.expectedErrors {
            #expect(
                result.output.contains(expected),
                "\(failCase): expected an error containing «\(expected)», got:\n\(result.output)")
        }
    }
}

/// One file under `Tests/CompileFail`.
struct CompileFailCase: CustomTestStringConvertible, Sendable {
    let url: URL
    let expectedErrors: [String]

    var testDescription: String {
        url.pathComponents.suffix(2).joined(separator: "/")
    }

    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("CompileFail")

    static func all() -> [CompileFailCase] {
        let files =
            FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path } ?? []
        return files.map { url in
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            let marker = "// expected-error:"
            let expected = text.split(separator: "\n")
                .filter { $0.hasPrefix(marker) }
                .map { $0.dropFirst(marker.count).trimmingCharacters(in: .whitespaces) }
            return CompileFailCase(url: url, expectedErrors: expected)
        }
    }
}

/// Runs `swiftc -typecheck` against the modules next to this test binary.
struct Typechecker: Sendable {
    static let shared = Typechecker()

    /// The build products folder (`.build/debug` or another scratch path's), found from this executable.
    let productsDirectory: URL = {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        // macOS runs tests from `<products>/X.xctest/Contents/MacOS/X`.
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Modules").path),
            directory.pathComponents.count > 1
        {
            directory.deleteLastPathComponent()
        }
        return directory
    }()

    struct Output {
        let status: Int32
        let output: String
        /// Whether swiftc was stopped after ``timeout`` seconds (a hung compiler must not hang the test run).
        let timedOut: Bool
    }

    /// How long a typecheck may take before it is stopped: a safety net, far above what one takes.
    static let timeout: TimeInterval = 600

    func typecheck(source: String) async throws -> Output {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("harbor-compile-fail-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try await typecheck(file: file)
    }

    /// Type-checks `file`, waiting for swiftc on a Dispatch thread: a test blocked there must not hold one of the
    /// few threads every other test's tasks (and the navigation tests' deadlines) run on.
    func typecheck(file: URL) async throws -> Output {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async {
                continuation.resume(with: Result { try self.typecheckBlocking(file: file) })
            }
        }
    }

    private func typecheckBlocking(file: URL) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6",
            "-I", productsDirectory.appendingPathComponent("Modules").path,
            file.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        // SIGKILL, not `terminate()`: a process started from a test's thread may have SIGTERM blocked.
        let stop = DispatchWorkItem { kill(process.processIdentifier, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + Self.timeout, execute: stop)
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        stop.cancel()
        return Output(
            status: process.terminationStatus, output: String(decoding: data, as: UTF8.self),
            timedOut: process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL)
    }
}
