/// The registered patterns as a tree of segments, so matching a link costs one dictionary lookup per segment
/// whatever the number of routes. A literal segment wins over a `:name` segment at the same place.
struct RouteTrie<Value> {
    struct Entry {
        let pattern: String
        let parameterNames: [String]
        let value: Value
    }

    private final class Node {
        var literals: [Substring: Node] = [:]
        var parameter: Node?
        var entry: Entry?
    }

    private let root = Node()

    /// Adds `pattern` (`/orders/:id`); returns the entry it replaced, if the same shape was registered before.
    @discardableResult
    func insert(_ pattern: String, value: Value) -> Entry? {
        var node = root
        var names: [String] = []
        for segment in pattern.split(separator: "/") {
            if segment.first == ":" {
                names.append(String(segment.dropFirst()))
                let next = node.parameter ?? Node()
                node.parameter = next
                node = next
            } else {
                let literal = Substring(percentDecoded(segment))
                let next = node.literals[literal] ?? Node()
                node.literals[literal] = next
                node = next
            }
        }
        let replaced = node.entry
        node.entry = Entry(pattern: pattern, parameterNames: names, value: value)
        return replaced
    }

    /// The entry matching `segments` and the segments its `:name`s captured, in order.
    func match(_ segments: [Substring]) -> (entry: Entry, captured: [Substring])? {
        var captured: [Substring] = []
        guard let entry = match(segments[...], from: root, captured: &captured) else {
            return nil
        }
        return (entry, captured)
    }

    private func match(_ segments: ArraySlice<Substring>, from node: Node, captured: inout [Substring]) -> Entry? {
        guard let segment = segments.first else {
            return node.entry
        }
        let rest = segments.dropFirst()
        if let literal = node.literals[segment], let entry = match(rest, from: literal, captured: &captured) {
            return entry
        }
        if let parameter = node.parameter {
            captured.append(segment)
            if let entry = match(rest, from: parameter, captured: &captured) {
                return entry
            }
            captured.removeLast()
        }
        return nil
    }
}
