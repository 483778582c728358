// Writes the types of scenario 7 (start-up) into one Swift file: `count` protocols with one implementation each
// (bound by Harbor, registered by Swinject, put in a dictionary by hand) and `count` distinct singleton types
// (resolved for the first time). Run at build time by the StartupFixturesPlugin build-tool plugin:
//     generate-startup-fixtures <output.swift> <count>

import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), count > 0 else {
    FileHandle.standardError.write(Data("usage: generate-startup-fixtures <output.swift> <count>\n".utf8))
    exit(2)
}
let samples = [0, count / 2, count - 1]
let indices = 0..<count

func lines(_ body: (Int) -> String) -> String {
    indices.map(body).joined(separator: "\n")
}

let source = """
    // Generated at build time by generate-startup-fixtures (Benchmarks/Sources/GenerateStartupFixtures).

    import HarborContainer
    import Swinject

    /// How many protocols and singletons the start-up scenario binds and resolves.
    public let startupTypeCount = \(count)

    \(lines { i in
        """
        public protocol StartupP\(i): AnyObject {}
        public final class StartupS\(i): StartupP\(i) { public init() {} }
        public final class StartupSingleton\(i): StartupSingleton {
            public init() {}
            public convenience init(container: any IContainer, args: Void) { self.init() }
        }
        """
    })

    /// Every singleton type, in order.
    public var startupSingletonTypes: [any StartupSingleton.Type] {
        [
    \(lines { "        StartupSingleton\($0).self," })
        ]
    }

    /// The implementation types that the sample resolves must return.
    public var startupSampleTypes: [any AnyObject.Type] { [\(samples.map { "StartupS\($0).self" }.joined(separator: ", "))] }

    /// Binds every protocol in a Harbor container.
    public func harborBindAll(_ container: HarborContainer.Container) {
    \(lines { "    container.bind((any StartupP\($0)).self) { _ in StartupS\($0)() }" })
    }

    /// Registers every protocol in a Swinject container.
    public func swinjectRegisterAll(_ container: Swinject.Container) {
    \(lines { "    container.register((any StartupP\($0)).self) { _ in StartupS\($0)() }" })
    }

    /// Puts a factory for every protocol in a dictionary: the hand-written floor of binding.
    public func handBindAll(_ registry: inout [ObjectIdentifier: () -> AnyObject]) {
    \(lines { "    registry[ObjectIdentifier((any StartupP\($0)).self)] = { StartupS\($0)() }" })
    }

    /// Resolves the sample protocols from a Harbor container.
    public func harborResolveSamples(_ container: HarborContainer.Container) -> [AnyObject] {
        [\(samples.map { "container.resolve() as any StartupP\($0)" }.joined(separator: ", "))]
    }

    /// Resolves the sample protocols from a Swinject container.
    public func swinjectResolveSamples(_ container: Swinject.Container) -> [AnyObject?] {
        [\(samples.map { "container.resolve((any StartupP\($0)).self)" }.joined(separator: ", "))]
    }

    /// Calls the sample factories of the hand-written dictionary.
    public func handResolveSamples(_ registry: [ObjectIdentifier: () -> AnyObject]) -> [AnyObject?] {
        [\(samples.map { "registry[ObjectIdentifier((any StartupP\($0)).self)]?()" }.joined(separator: ", "))]
    }

    """

let url = URL(fileURLWithPath: arguments[1])
// An unchanged file keeps its date, so the fixtures are not recompiled.
if (try? String(contentsOf: url, encoding: .utf8)) != source {
    do {
        try source.write(to: url, atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("generate-startup-fixtures: \(error)\n".utf8))
        exit(1)
    }
}
