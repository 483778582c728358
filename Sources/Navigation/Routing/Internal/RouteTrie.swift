/// The registered patterns as a tree of segments, so matching a link costs one dictionary lookup per segment
/// whatever the number of routes. A literal segment wins over a `:name` segment at the same place.
///
/// The nodes live in one array and refer to each other by index, and matching walks them with an explicit
/// stack: neither matching nor releasing the tree recurses per segment, so a pattern or a link of any length
/// is matched without using the thread's stack. Each node sits at one depth and is reached from one parent,
/// so a match visits each node at most once.
struct RouteTrie<Value> {
    struct Entry {
        let pattern: String
        let parameterNames: [String]
        let value: Value
    }

    private struct Node {
        var literals: [Substring: Int] = [:]
        var parameter: Int?
        var entry: Entry?
    }

    /// A node on the path being matched: the frame at index `n` stands for the first `n` segments.
    private struct Frame {
        let node: Int
        let isParameter: Bool
        /// 0: try the literal child next; 1: the parameter child; 2: both tried.
        var tried = 0
    }

    /// `nodes[0]` is the root.
    private var nodes = [Node()]

    /// Adds `pattern` (`/orders/:id`); returns the entry it replaced, if the same shape was registered before.
    @discardableResult
    mutating func insert(_ pattern: String, value: Value) -> Entry? {
        var node = 0
        var names: [String] = []
        for segment in pattern.split(separator: "/") {
            let literal = segment.first == ":" ? nil : Substring(percentDecoded(segment))
            if literal == nil {
                names.append(String(segment.dropFirst()))
            }
            let existing = if let literal { nodes[node].literals[literal] } else { nodes[node].parameter }
            if let next = existing {
                node = next
                continue
            }
            nodes.append(Node())
            if let literal {
                nodes[node].literals[literal] = nodes.count - 1
            } else {
                nodes[node].parameter = nodes.count - 1
            }
            node = nodes.count - 1
        }
        let replaced = nodes[node].entry
        nodes[node].entry = Entry(pattern: pattern, parameterNames: names, value: value)
        return replaced
    }

    /// The entry matching `segments` and the segments its `:name`s captured, in order.
    func match(_ segments: [Substring]) -> (entry: Entry, captured: [Substring])? {
        var path: [Frame] = []
        path.reserveCapacity(segments.count + 1)  // One allocation: the path is never longer.
        path.append(Frame(node: 0, isParameter: false))
        var captured: [Substring] = []
        while let frame = path.last {
            let depth = path.count - 1
            let node = nodes[frame.node]
            if depth == segments.count, let entry = node.entry {
                return (entry, captured)
            }
            if depth < segments.count && frame.tried == 0 {
                path[depth].tried = 1
                if let next = node.literals[segments[depth]] {
                    path.append(Frame(node: next, isParameter: false))
                }
            } else if depth < segments.count && frame.tried == 1 {
                path[depth].tried = 2
                if let next = node.parameter {
                    captured.append(segments[depth])
                    path.append(Frame(node: next, isParameter: true))
                }
            } else {
                path.removeLast()
                if frame.isParameter {
                    captured.removeLast()
                }
            }
        }
        return nil
    }
}
