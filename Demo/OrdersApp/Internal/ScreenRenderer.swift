/// Draws a screen and the navigation hierarchy as plain text, the same on every machine.
@MainActor
enum ScreenRenderer {
    static let width = 60

    /// The screen in a frame: title, content, then the keys it understands plus the global ones.
    static func frame(of screen: TerminalScreen, globalKeys: [(key: String, action: String)]) -> String {
        let header = "+-- \(screen.title) "
        var lines = [header + String(repeating: "-", count: max(width - header.count, 0))]
        lines += screen.body().map { "| " + $0 }
        let keys = (screen.keys + globalKeys).map { "[\($0.key)] \($0.action)" }
        lines.append("+" + String(repeating: "-", count: width - 1))
        lines += wrap(keys, prefix: "  keys: ")
        return lines.joined(separator: "\n")
    }

    /// The hierarchy in one line: pushed screens joined by `>`, a modal presentation by `^`.
    ///
    /// `Orders > Order #7 ^ Change status`
    static func stackLine(from root: TerminalScreen?) -> String {
        var parts: [String] = []
        var next = root
        while let screen = next {
            if parts.isEmpty == false { parts.append("^") }
            if let stack = screen as? TerminalNavigationStack {
                parts.append(stack.screens.map(\.title).joined(separator: " > "))
                next = stack.presentedTerminalScreen ?? stack.screens.lazy.compactMap(\.presentedTerminalScreen).first
            } else {
                parts.append(screen.title)
                next = screen.presentedTerminalScreen
            }
        }
        return "stack: " + (parts.isEmpty ? "(empty)" : parts.joined(separator: " "))
    }

    private static func wrap(_ items: [String], prefix: String) -> [String] {
        var lines: [String] = []
        var line = prefix
        for item in items {
            if line.count + item.count + 2 > width, line != prefix {
                lines.append(line)
                line = String(repeating: " ", count: prefix.count)
            }
            line += (line.hasSuffix(" ") ? "" : "  ") + item
        }
        lines.append(line)
        return lines
    }
}
