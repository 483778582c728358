// Extracts every ```swift block of README.md and of every DocC article (Docs/*.docc/**/*.md) into a generated
// Swift package, so that CI compiles and runs the samples exactly as the articles show them (they cannot drift).
// Run by scripts/ci-doc-samples.sh:  swift scripts/extract-doc-samples.swift <repository> <output package>
//
// Each article becomes one test target: its blocks are compiled together, in order, like the steps of a tutorial.
// A block's top-level declarations go to file scope; its statements run inside a `@Test @MainActor` function
// (`async` if they `await`, `throws` if they `try`), so `#expect` works. `#sourceLocation` maps every diagnostic to the article's
// own line. Names an article uses without declaring them (`Order`, `container`, `OrderDetailsVC`…) come from
// Docs/SampleContext, a module every target imports; an article's own declaration of the same name wins.
//
// A block can carry one marker, an HTML comment on the line before it (invisible in DocC and on GitHub):
//   <!-- sample: compile-only -->  statements are compiled but not run (code that needs an app around it)
//   <!-- sample: standalone -->    compiled in a module of its own (an alternative to an earlier block)
//   <!-- sample: default-main-actor -->  standalone, in a module with `.defaultIsolation(MainActor.self)`
//   <!-- sample: manifest -->      a complete Package.swift, checked with `swift package dump-package`
//   <!-- sample: uikit -->         UIKit or SwiftUI code: compiled (never run) against the Apple SDK stand-in, in
//   <!-- sample: swiftui -->       <output>/AppleSDK, a package of one target per article (its other blocks too)
//   <!-- sample: combine -->       an app's own Combine code (`@Published`): compiled alone (never run) against the
//                                  stand-in's Combine, in <output>/AppleSDK
//   <!-- sample: from PATH -->     quoted from PATH, a file of a package CI builds (Docs/FirstApp): the block must
//                                  appear there verbatim; a .swift block other than a Package.swift is also compiled
//                                  and run with the article's other blocks (and compiled against the stand-in,
//                                  except main.swift and tests, which drive the in-memory window)
// No other marker exists: nothing is skipped silently.

import Foundation

struct Block {
    enum Kind: String {
        case run
        case compileOnly = "compile-only"
        case standalone
        case defaultMainActor = "default-main-actor"
        case manifest, uikit, swiftui, combine
        case from  // `from PATH`
    }
    let file: String  // relative to the repository
    let line: Int  // the first code line, 1-based
    let lines: [String]
    let kind: Kind
    var source: String? = nil  // for `from PATH`: the quoted file, relative to the repository
}

struct Article {
    let file: String
    let target: String
    var blocks: [Block]
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("extract-doc-samples: \(message)\n".utf8))
    exit(1)
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else { fail("usage: extract-doc-samples.swift <repository> <output package>") }
let root = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let output = URL(fileURLWithPath: arguments[2]).standardizedFileURL
let fileManager = FileManager.default

// MARK: Finding the articles

func markdownFiles() -> [String] {
    var files = ["README.md"]
    let docs = root.appendingPathComponent("Docs")
    let catalogs = ((try? fileManager.contentsOfDirectory(atPath: docs.path)) ?? []).filter { $0.hasSuffix(".docc") }
    for catalog in catalogs.sorted() {
        let enumerator = fileManager.enumerator(atPath: docs.appendingPathComponent(catalog).path)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".md") { files.append("Docs/\(catalog)/\(path)") }
        }
    }
    return files.sorted { $0 == "README.md" || ($1 != "README.md" && $0 < $1) }
}

func targetName(for file: String) -> String {
    if file == "README.md" { return "README" }
    let parts = file.split(separator: "/")
    let catalog = parts[1].replacingOccurrences(of: ".docc", with: "")
    let article = parts.last!.replacingOccurrences(of: ".md", with: "")
    return "\(catalog)_\(article)".filter { $0.isLetter || $0.isNumber || $0 == "_" }
}

func parse(_ file: String) -> Article {
    guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else {
        fail("cannot read \(file)")
    }
    let lines = text.components(separatedBy: "\n")
    var blocks: [Block] = []
    var index = 0
    while index < lines.count {
        let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("```") else {
            index += 1
            continue
        }
        let language = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
        let indent = lines[index].prefix { $0 == " " }.count
        let start = index + 1
        var end = start
        while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```" { end += 1 }
        if end == lines.count { fail("\(file):\(index + 1): unterminated code block") }
        if language == "swift" {
            let code = lines[start..<end].map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
            let (kind, source) = marker(before: index, in: lines, file: file)
            blocks.append(Block(file: file, line: start + 1, lines: code, kind: kind, source: source))
        }
        index = end + 1
    }
    return Article(file: file, target: targetName(for: file), blocks: blocks)
}

/// The marker of the block whose fence is at `fence`: the nearest non-blank line above, if it is a marker; for
/// `from PATH`, also the quoted file.
func marker(before fence: Int, in lines: [String], file: String) -> (Block.Kind, String?) {
    var line = fence - 1
    while line >= 0, lines[line].trimmingCharacters(in: .whitespaces).isEmpty { line -= 1 }
    guard line >= 0 else { return (.run, nil) }
    let text = lines[line].trimmingCharacters(in: .whitespaces)
    guard text.hasPrefix("<!-- sample:"), text.hasSuffix("-->") else { return (.run, nil) }
    let name = text.dropFirst("<!-- sample:".count).dropLast(3).trimmingCharacters(in: .whitespaces)
    if name.hasPrefix("from ") {
        return (.from, name.dropFirst("from ".count).trimmingCharacters(in: .whitespaces))
    }
    guard let kind = Block.Kind(rawValue: name), kind != .run, kind != .from else {
        fail(
            "\(file):\(line + 1): unknown marker '\(name)' (compile-only, standalone, default-main-actor, manifest, uikit, swiftui, combine or from PATH)"
        )
    }
    return (kind, nil)
}

/// Fails unless `block` appears verbatim, whole lines, in the file it says it quotes.
func checkQuote(_ block: Block) {
    guard let source = block.source,
        let text = try? String(contentsOf: root.appendingPathComponent(source), encoding: .utf8)
    else { fail("\(block.file):\(block.line): cannot read the quoted file '\(block.source ?? "")'") }
    let quoted = "\n" + block.lines.joined(separator: "\n") + "\n"
    guard ("\n" + text).contains(quoted) else {
        fail("\(block.file):\(block.line): the block is not a verbatim quote of \(source): copy it from the file again")
    }
}

// MARK: Splitting a block into declarations and statements

/// A top-level item starts on a line with no indentation that does not continue the previous one.
struct Item {
    var firstLine: Int  // index into the block's lines
    var lines: [String]
    var isDeclaration: Bool
}

let declarationKeywords: Set<String> = [
    "import", "class", "final", "struct", "enum", "protocol", "extension", "func", "typealias", "actor",
    "public", "package", "internal", "private", "fileprivate", "nonisolated", "indirect", "open", "@main",
]

func startsDeclaration(_ line: String) -> Bool {
    // Skip attributes (`@MainActor`, `@Test`, `@Suite(…)`) that precede the keyword on the same line.
    var rest = Substring(line)
    while rest.hasPrefix("@") && !rest.hasPrefix("@main") {
        var depth = 0
        var end = rest.startIndex
        for character in rest {
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            if character == " " && depth == 0 { break }
            end = rest.index(after: end)
        }
        if depth > 0 { return true }  // an attribute whose arguments continue on the next lines
        rest = rest[end...].drop { $0 == " " }
        if rest.isEmpty { return true }  // an attribute alone on its line
    }
    let word = rest.prefix { !$0.isWhitespace && $0 != "(" && $0 != "{" }
    return declarationKeywords.contains(String(word)) || word == "#if"  // an #if block of declarations
}

/// Whether `text` is only attributes (`@MainActor`, `@Suite(.freshContainer { … })`), still waiting for the
/// declaration they belong to.
func isAttributeOnly(_ text: String) -> Bool {
    var characters = Substring(text)
    var sawAttribute = false
    while true {
        characters = characters.drop { $0.isWhitespace }
        guard characters.first == "@" else { break }
        sawAttribute = true
        characters = characters.dropFirst().drop { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        guard characters.first == "(" else { continue }
        var depth = 0
        while let character = characters.first {
            characters = characters.dropFirst()
            if character == "(" || character == "{" || character == "[" { depth += 1 }
            if character == ")" || character == "}" || character == "]" { depth -= 1 }
            if depth == 0 { break }
        }
    }
    return sawAttribute && characters.isEmpty
}

func items(of block: Block) -> [Item] {
    var result: [Item] = []
    var pendingComments: [String] = []
    var pendingStart = 0
    for (index, line) in block.lines.enumerated() {
        let isTopLevel = !line.isEmpty && !line.hasPrefix(" ") && !line.hasPrefix("\t")
        let continues =
            line.hasPrefix("}") || line.hasPrefix(")") || line.hasPrefix("]") || line.hasPrefix(".")
            || line.hasPrefix("#else") || line.hasPrefix("#elseif") || line.hasPrefix("#endif")
        if isTopLevel && line.hasPrefix("//") {
            if pendingComments.isEmpty { pendingStart = index }
            pendingComments.append(line)
            continue
        }
        if isTopLevel && !continues {
            // Comments above the attributes (a doc comment) do not end them.
            let previousIsAttribute =
                result.last.map { isAttributeOnly($0.lines.filter { !$0.hasPrefix("//") }.joined(separator: "\n")) }
                ?? false
            if previousIsAttribute && pendingComments.isEmpty {
                result[result.count - 1].lines.append(line)
            } else {
                let start = pendingComments.isEmpty ? index : pendingStart
                result.append(
                    Item(firstLine: start, lines: pendingComments + [line], isDeclaration: startsDeclaration(line)))
            }
            pendingComments = []
        } else if result.isEmpty {
            if !line.trimmingCharacters(in: .whitespaces).isEmpty {
                fail("\(block.file):\(block.line + index): a block must not start indented")
            }
        } else {
            result[result.count - 1].lines.append(contentsOf: pendingComments + [line])
            pendingComments = []
        }
    }
    if !pendingComments.isEmpty, !result.isEmpty { result[result.count - 1].lines += pendingComments }
    return result
}

// MARK: Writing the package

let imports = """
    import Foundation
    import HarborContainer
    import HarborMVVM
    import HarborNavigation
    import HarborTesting
    import SampleContext
    import Testing

    """

/// The name of the type an `@main` attribute marks: the first `struct`, `class`, `enum` or `actor` after it.
func mainTypeName(in lines: [String]) -> String? {
    for line in lines.drop(while: { $0 != "@main" }).dropFirst() {
        let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" }).map(String.init)
        if let index = words.firstIndex(where: { ["struct", "class", "enum", "actor"].contains($0) }),
            index + 1 < words.count
        {
            return words[index + 1]
        }
    }
    return nil
}

/// A block's declarations (file scope) and its statements wrapped in a test function (or a function never
/// called, for compile-only blocks).
func swiftCode(for block: Block, number: Int, compileOnly: Bool = false) -> String {
    var declarations = ""
    var statements = ""
    for item in items(of: block) {
        let location = "#sourceLocation(file: \"\(block.file)\", line: \(block.line + item.firstLine))\n"
        // A test target has its own entry point: an app's `@main` type is compiled as a plain type.
        let lines = item.lines.map { line in
            if line == "@main" { return "// @main (a test target has its own entry point)" }
            // A quoted test's import of the app: here the app's quoted files are in the same module.
            if line.hasPrefix("@testable import ") { return "// \(line) (the app's code is in this module)" }
            return line
        }
        let text = location + lines.joined(separator: "\n") + "\n#sourceLocation()\n"
        if item.isDeclaration { declarations += text } else { statements += text }
        // ...but it must have the entry point `@main` asks for: a `static func main()`, its own or a protocol's.
        if item.lines.contains("@main"), let name = mainTypeName(in: item.lines) {
            declarations +=
                location + "@MainActor private func entryPointOf\(name)_\(number)() { _ = \(name).main }\n"
                + "#sourceLocation()\n"
        }
    }
    var source = "\n// MARK: \(block.file):\(block.line)\n\n" + declarations
    if !statements.isEmpty {
        // As the statements need: `async` only with `await` (a synchronous call must stay synchronous).
        let effects = (statements.contains("await") ? " async" : "") + (statements.contains("try") ? " throws" : "")
        let name = "sample\(number)_line\(block.line)"
        if block.kind == .compileOnly || compileOnly {
            source += "\n// compile-only: compiled, never called.\n@MainActor func \(name)()\(effects) {\n"
        } else {
            source +=
                "\n@Test(\"\(block.file):\(block.line)\", .freshContainer { SampleContext.AppContainer.configure($0) })\n"
                + "@MainActor func \(name)()\(effects) {\n"
        }
        source += statements + "}\n"
    }
    return source
}

/// One Swift file: what `blocks` declare at file scope (so `private` members are shared as in one source file),
/// then each block's statements.
func swiftFile(for blocks: [(block: Block, number: Int)]) -> String {
    "// Generated by scripts/extract-doc-samples.swift from \(blocks[0].block.file). Do not edit.\n" + imports
        + blocks.map { swiftCode(for: $0.block, number: $0.number) }.joined()
}

/// An article with UIKit or SwiftUI blocks, for the Apple SDK stand-in: all its blocks that the Linux target compiles
/// and its UIKit and SwiftUI blocks, in order, with UIKit visible; compiled only (statements are never called).
func appleSwiftFile(for blocks: [(block: Block, number: Int)]) -> String {
    "// Generated by scripts/extract-doc-samples.swift from \(blocks[0].block.file). Do not edit.\n" + imports
        + "import UIKit\n" + blocks.map { swiftCode(for: $0.block, number: $0.number, compileOnly: true) }.joined()
}

/// A Combine block on its own (an app's code before it moves to HarborMVVM), for the Apple SDK stand-in.
func combineSwiftFile(for block: Block, _ number: Int) -> String {
    "// Generated by scripts/extract-doc-samples.swift from \(block.file). Do not edit.\nimport Combine\nimport Foundation\n"
        + swiftCode(for: block, number: number, compileOnly: true)
}

func write(_ text: String, to url: URL) {
    do {
        try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Unchanged files keep their date, so an incremental build stays incremental.
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        try text.write(to: url, atomically: true, encoding: .utf8)
    } catch {
        fail("cannot write \(url.path): \(error)")
    }
}

let articles = markdownFiles().map(parse).filter { !$0.blocks.isEmpty }
// Written anew on every run (nothing compiles them here, so their dates do not matter).
for folder in ["Manifests", "UIKit", "SwiftUI", "Combine"] {  // UIKit, SwiftUI, Combine: folders of earlier versions
    try? fileManager.removeItem(at: output.appendingPathComponent(folder))
}
var targets: [(name: String, files: [(String, String)], mainActor: Bool)] = []
/// Per article with UIKit or SwiftUI blocks, and per Combine block: the targets compiled against the Apple SDK stand-in.
var appleTargets: [(name: String, text: String)] = []
var manifests: [(name: String, block: Block)] = []
var counts: [Block.Kind: Int] = [:]

for article in articles {
    var shared: [(block: Block, number: Int)] = []
    var apple: [(block: Block, number: Int)] = []
    for (offset, block) in article.blocks.enumerated() {
        let number = offset + 1
        counts[block.kind, default: 0] += 1
        switch block.kind {
        case .run, .compileOnly:
            shared.append((block, number))
            apple.append((block, number))
        case .standalone, .defaultMainActor:
            targets.append(
                (
                    name: "\(article.target)_Sample\(number)",
                    files: [("Samples.swift", swiftFile(for: [(block, number)]))],
                    mainActor: block.kind == .defaultMainActor
                ))
        case .from:
            checkQuote(block)
            let source = block.source!
            if source.hasSuffix(".swift") && !source.hasSuffix("Package.swift") {
                shared.append((block, number))
                // main.swift and the tests run the in-memory window: not with UIKit's screens.
                if !source.hasSuffix("main.swift") && !source.contains("/Tests/") { apple.append((block, number)) }
            }
        case .manifest:
            manifests.append((name: "\(article.target)_Sample\(number)", block: block))
        case .uikit, .swiftui:
            apple.append((block, number))
        case .combine:
            // An app's own Combine code (the "before" of a migration): alone, against the stand-in's Combine.
            appleTargets.append((name: "\(article.target)_Sample\(number)", text: combineSwiftFile(for: block, number)))
        }
    }
    if apple.contains(where: { $0.block.kind == .uikit || $0.block.kind == .swiftui }) {
        appleTargets.append((name: article.target, text: appleSwiftFile(for: apple)))
    }
    if !shared.isEmpty {
        targets.append((name: article.target, files: [("Samples.swift", swiftFile(for: shared))], mainActor: false))
    }
}

// Remove what no article produces any more; keep unchanged files as they are, for incremental builds.
let samplesFolder = output.appendingPathComponent("Samples")
for existing in (try? fileManager.contentsOfDirectory(atPath: samplesFolder.path)) ?? [] {
    if !targets.contains(where: { $0.name == existing }) {
        try? fileManager.removeItem(at: samplesFolder.appendingPathComponent(existing))
    }
}
for target in targets {
    let folder = samplesFolder.appendingPathComponent(target.name)
    let wanted = Set(target.files.map(\.0))
    for existing in (try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? [] where !wanted.contains(existing) {
        try? fileManager.removeItem(at: folder.appendingPathComponent(existing))
    }
    for (name, text) in target.files { write(text, to: folder.appendingPathComponent(name)) }
}
for manifest in manifests {
    // As written: the tools-version comment must stay the first line.
    let body = manifest.block.lines.joined(separator: "\n") + "\n"
    write(body, to: output.appendingPathComponent("Manifests/\(manifest.name)/Package.swift"))
}

/// Links the context module to the repository's own folder (SwiftPM follows symlinks).
func linkContext(in package: URL) {
    let contextLink = package.appendingPathComponent("Sources/SampleContext")
    if (try? fileManager.destinationOfSymbolicLink(atPath: contextLink.path)) != nil { return }
    try? fileManager.createDirectory(at: contextLink.deletingLastPathComponent(), withIntermediateDirectories: true)
    do {
        try fileManager.createSymbolicLink(
            at: contextLink, withDestinationURL: root.appendingPathComponent("Docs/SampleContext"))
    } catch {
        fail("cannot link \(contextLink.path): \(error)")
    }
}
linkContext(in: output)

let harborProducts = ["HarborContainer", "HarborMVVM", "HarborNavigation", "HarborTesting"]
let harbor = harborProducts.map { ".product(name: \"\($0)\", package: \"Harbor\")" }.joined(separator: ", ")
var manifest = """
    // swift-tools-version: 6.2
    // Generated by scripts/extract-doc-samples.swift from the ```swift blocks of README.md and Docs/*.docc.
    import PackageDescription

    let harbor: [Target.Dependency] = [\(harbor)]
    let package = Package(
        name: "HarborDocSamples",
        platforms: [.macOS(.v13)],
        dependencies: [.package(name: "Harbor", path: "\(root.path)")],
        targets: [
            .target(name: "SampleContext", dependencies: harbor, path: "Sources/SampleContext", exclude: ["README.md"]),

    """
for target in targets {
    let settings = target.mainActor ? ", swiftSettings: [.defaultIsolation(MainActor.self)]" : ""
    manifest +=
        "        .testTarget(name: \"\(target.name)\", dependencies: harbor + [\"SampleContext\"], "
        + "path: \"Samples/\(target.name)\"\(settings)),\n"
}
manifest += "    ]\n)\n"
write(manifest, to: output.appendingPathComponent("Package.swift"))

// The UIKit and SwiftUI samples: a package of their own that compiles them against the Apple SDK stand-in
// (AppleSDKStandIn/, whose UIKit and SwiftUI modules and Harbor built with them it takes as products).
let applePackage = output.appendingPathComponent("AppleSDK")
let appleSamples = applePackage.appendingPathComponent("Samples")
for existing in (try? fileManager.contentsOfDirectory(atPath: appleSamples.path)) ?? [] {
    if !appleTargets.contains(where: { $0.name == existing }) {
        try? fileManager.removeItem(at: appleSamples.appendingPathComponent(existing))
    }
}
for target in appleTargets {
    write(target.text, to: appleSamples.appendingPathComponent("\(target.name)/Samples.swift"))
}
linkContext(in: applePackage)
let standIn = ["UIKit", "SwiftUI", "Combine", "_Testing_UIKit"] + harborProducts
var appleManifest = """
    // swift-tools-version: 6.2
    // Generated by scripts/extract-doc-samples.swift: the articles with UIKit or SwiftUI samples, compiled against
    // the Apple SDK stand-in.
    import PackageDescription

    let standIn: [Target.Dependency] = [\(standIn.map { ".product(name: \"\($0)\", package: \"AppleSDKStandIn\")" }
        .joined(separator: ", "))]
    let package = Package(
        name: "HarborAppleDocSamples",
        dependencies: [.package(name: "AppleSDKStandIn", path: "\(root.appendingPathComponent("AppleSDKStandIn").path)")],
        targets: [
            .target(name: "SampleContext", dependencies: standIn, path: "Sources/SampleContext", exclude: ["README.md"]),

    """
for target in appleTargets {
    appleManifest +=
        "        .testTarget(name: \"\(target.name)\", dependencies: standIn + [\"SampleContext\"], "
        + "path: \"Samples/\(target.name)\"),\n"
}
appleManifest += "    ],\n    swiftLanguageModes: [.v6]\n)\n"
write(appleManifest, to: applePackage.appendingPathComponent("Package.swift"))

// MARK: Summary

let total = articles.reduce(0) { $0 + $1.blocks.count }
if total == 0 { fail("no ```swift blocks found under \(root.path): is that the repository?") }
print("doc samples: \(total) swift blocks in \(articles.count) files (README.md and Docs/*.docc)")
print(
    "  compiled and run:            \((counts[.run] ?? 0) + (counts[.standalone] ?? 0) + (counts[.defaultMainActor] ?? 0))"
)
print("  compiled only (compile-only): \(counts[.compileOnly] ?? 0)")
print("  package manifests:           \(counts[.manifest] ?? 0)")
print("  quoted from a package CI builds, checked verbatim: \(counts[.from] ?? 0)")
print(
    "  UIKit, SwiftUI and Combine, compiled against AppleSDKStandIn: "
        + "\((counts[.uikit] ?? 0) + (counts[.swiftui] ?? 0) + (counts[.combine] ?? 0)) "
        + "(\(appleTargets.count) targets, \(output.lastPathComponent)/AppleSDK/)")
print("  test targets: \(targets.count); manifests to check: \(manifests.map(\.name).joined(separator: " "))")
