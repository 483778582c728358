/// A link split into what routing matches: its path segments and its query items.
///
/// `myapp://orders/7?tab=open` gives `["orders", "7"]` (a custom scheme's host is the first segment);
/// `https://example.com/orders/7` gives `["orders", "7"]` (a web link's host is the domain, dropped);
/// `/orders/7` gives `["orders", "7"]`.
struct RouteLink {
    let segments: [Substring]
    let query: [String: String]

    init(_ link: String) {
        var text = Substring(link)
        if let hash = text.firstIndex(of: "#") {
            text = text[..<hash]
        }
        var queryText: Substring = ""
        if let mark = text.firstIndex(of: "?") {
            queryText = text[text.index(after: mark)...]
            text = text[..<mark]
        }
        if let range = text.firstRange(of: "://") {
            let scheme = text[..<range.lowerBound].lowercased()
            text = text[range.upperBound...]
            if scheme == "http" || scheme == "https" {
                text = text.firstIndex(of: "/").map { text[$0...] } ?? ""
            }
        }
        segments = text.split(separator: "/").map { $0.contains("%") ? Substring(percentDecoded($0)) : $0 }
        var query: [String: String] = [:]
        for item in queryText.split(separator: "&") {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            query[percentDecoded(pair[0], plusIsSpace: true)] =
                pair.count > 1 ? percentDecoded(pair[1], plusIsSpace: true) : ""
        }
        self.query = query
    }
}

/// `text` with `%XX` escapes (and, in query items, `+`) decoded; invalid escapes are kept as written.
func percentDecoded(_ text: Substring, plusIsSpace: Bool = false) -> String {
    guard text.contains("%") || (plusIsSpace && text.contains("+")) else {
        return String(text)
    }
    var bytes: [UInt8] = []
    let utf8 = Array(text.utf8)
    var index = 0
    while index < utf8.count {
        let byte = utf8[index]
        if byte == UInt8(ascii: "%"), index + 2 < utf8.count, let high = hexValue(utf8[index + 1]),
            let low = hexValue(utf8[index + 2])
        {
            bytes.append(high << 4 | low)
            index += 3
        } else {
            bytes.append(plusIsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            index += 1
        }
    }
    return String(decoding: bytes, as: UTF8.self)
}

private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
}
