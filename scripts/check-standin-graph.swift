// Checks that AppleSDKStandIn/Package.swift builds Harbor as the root Package.swift does: every target of the
// stand-in that compiles a root folder (through AppleSDKStandIn/Harbor/ symlinks) has the root target's name, its
// dependencies (plus the stand-in's Apple modules, which the root package cannot have) and its Swift settings; and
// every module of the root package is compiled by the stand-in. The stand-in's graph is written by hand, so
// without this check it drifts when a target is added to the root package.
//
//   swift scripts/check-standin-graph.swift        (from the repository root; CI: scripts/ci-apple-standin.sh)
import Foundation

let appleModules: Set = ["UIKit", "SwiftUI", "Combine", "ObjectiveC", "_Testing_UIKit"]
/// Root targets the stand-in need not compile: the terminal demo's executable, the compile-fail runner (it
/// type-checks against the root build) and tests of what has no platform code.
let notCompiledByStandIn: Set = [
    "OrdersDemo", "HarborCompileFailTests", "HarborContainerTests", "HarborDefaultIsolationTests", "OrdersDemoTests",
]

struct Target {
    let name: String
    let path: String
    let dependencies: Set<String>
    let settings: [String]
}

func targets(ofPackageAt folder: String) -> [Target] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "package", "--package-path", folder, "dump-package"]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { fail("cannot run swift package dump-package: \(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0,
        let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let targets = json["targets"] as? [[String: Any]]
    else { fail("swift package dump-package failed in \(folder)") }
    return targets.map { target in
        let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
            dependency.values.compactMap { ($0 as? [Any])?.first as? String }.first
        }
        let settings = (target["settings"] as? [[String: Any]] ?? []).map { setting in
            String(describing: setting["kind"] ?? "")
        }
        return Target(
            name: target["name"] as? String ?? "?",
            path: target["path"] as? String ?? "",
            dependencies: Set(dependencies),
            settings: settings.sorted())
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("check-standin-graph: \(message)\n".utf8))
    exit(1)
}

let root = FileManager.default.currentDirectoryPath
let rootTargets = Dictionary(uniqueKeysWithValues: targets(ofPackageAt: root).map { ($0.path, $0) })
let standInFolder = root + "/AppleSDKStandIn"
var problems: [String] = []
var compiled: Set<String> = []

for target in targets(ofPackageAt: standInFolder) {
    let resolved = URL(fileURLWithPath: standInFolder + "/" + target.path).resolvingSymlinksInPath().path
    guard resolved.hasPrefix(root + "/"), !resolved.hasPrefix(standInFolder + "/") else { continue }
    let rootPath = String(resolved.dropFirst(root.count + 1))
    // Folders only the stand-in compiles (the iOS example app of Examples/) have no root target to match.
    guard let original = rootTargets[rootPath] else { continue }
    compiled.insert(original.name)
    if target.name != original.name {
        problems.append("\(target.name) compiles \(rootPath), the root package's \(original.name): use its name")
    }
    let extra = target.dependencies.subtracting(original.dependencies).subtracting(appleModules)
    let missing = original.dependencies.subtracting(target.dependencies)
    if !extra.isEmpty || !missing.isEmpty {
        problems.append(
            "\(target.name): dependencies differ from the root package's"
                + (missing.isEmpty ? "" : "; missing \(missing.sorted())")
                + (extra.isEmpty ? "" : "; not in the root package \(extra.sorted())"))
    }
    if target.settings != original.settings {
        problems.append("\(target.name): Swift settings \(target.settings) differ from the root's \(original.settings)")
    }
}
for original in rootTargets.values
where !compiled.contains(original.name) && !notCompiledByStandIn.contains(original.name) {
    problems.append("the root package's \(original.name) (\(original.path)) is not compiled by the stand-in")
}

if !problems.isEmpty {
    fail("AppleSDKStandIn/Package.swift has drifted from Package.swift:\n  " + problems.joined(separator: "\n  "))
}
print("check-standin-graph: the stand-in compiles \(compiled.count) root targets with the root package's graph")
