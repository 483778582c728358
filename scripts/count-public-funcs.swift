// Prints the public funcs of each module from the compiler's symbol graphs, and fails when a module or a folder
// of it has more than its budget, so the public surface cannot grow unnoticed.
//
// Usage: swift scripts/count-public-funcs.swift <symbol-graph-dir> [budget]...
// where a budget is `Module=N`, `Module/Folder=N` (the funcs declared in that folder) or `Module/Folder#a,b=N`
// (those of them whose names begin with `a` or `b`: `present`, `presentAndWait` and `presentForResult` all
// begin with `present`). A func is a symbol of kind swift.func, swift.method or swift.type.method, declared public or open (an
// extension a module declares on another module's type counts for the module that declares it).
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let directory = arguments.first else {
    print("usage: count-public-funcs <symbol-graph-dir> [Module=N | Module/Folder=N | Module/Folder#prefix,...=N]...")
    exit(2)
}
let funcKinds: Set<String> = ["swift.func", "swift.method", "swift.type.method"]
/// Per module, the source file and the name of each public func.
var files: [String: [(uri: String, name: String)]] = [:]
for name in try FileManager.default.contentsOfDirectory(atPath: directory) where name.hasSuffix(".symbols.json") {
    let module = String(name.prefix { $0 != "." && $0 != "@" })
    let data = try Data(contentsOf: URL(fileURLWithPath: directory).appendingPathComponent(name))
    let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    for symbol in graph["symbols"] as? [[String: Any]] ?? [] {
        let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String ?? ""
        let access = symbol["accessLevel"] as? String ?? ""
        guard funcKinds.contains(kind), access == "public" || access == "open" else { continue }
        let uri = (symbol["location"] as? [String: Any])?["uri"] as? String ?? ""
        let name = (symbol["names"] as? [String: Any])?["title"] as? String ?? ""
        files[module, default: []].append((uri, name))
    }
}
var failed = false
for module in files.keys.sorted() {
    print("\(module): \(files[module]!.count) public funcs")
}
for budget in arguments.dropFirst() {
    let parts = budget.split(separator: "=")
    guard parts.count == 2, let limit = Int(parts[1]) else {
        print("count-public-funcs: cannot read the budget '\(budget)'")
        exit(2)
    }
    let scopeAndNames = parts[0].split(separator: "#", maxSplits: 1)
    let scope = scopeAndNames[0].split(separator: "/", maxSplits: 1).map(String.init)
    let prefixes = scopeAndNames.count > 1 ? scopeAndNames[1].split(separator: ",").map(String.init) : [""]
    let count = (files[scope[0]] ?? []).filter { symbol in
        (scope.count == 1 || symbol.uri.contains("/\(scope[1])/"))
            && prefixes.contains { symbol.name.hasPrefix($0) }
    }.count
    let verdict = count <= limit ? "within" : "OVER"
    print("\(parts[0]): \(count) public funcs, budget \(limit): \(verdict)")
    failed = failed || count > limit
}
exit(failed ? 1 : 0)
