/// A link split into what routing matches: its path segments and its query items.
///
/// `myapp://orders/7?tab=open` gives `["orders", "7"]` (a custom scheme's host is the first segment);
/// `https://example.com/orders/7` gives `["orders", "7"]` (a web link's host is the domain, dropped);
/// `/orders/7` gives `["orders", "7"]`.
struct RouteLink {
    let segments: [Substring]
    let query: [String: String]

    init(_ link: String) {
        // Scanned as UTF-8: the delimiters are ASCII, and byte scans cost far less than Character ones.
        let slash = UInt8(ascii: "/")
        var text = Substring(link)
        if let hash = text.utf8.firstIndex(of: UInt8(ascii: "#")) {
            text = text[..<hash]
        }
        var queryText: Substring = ""
        if let mark = text.utf8.firstIndex(of: UInt8(ascii: "?")) {
            queryText = text[text.utf8.index(after: mark)...]
            text = text[..<mark]
        }
        if let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")),
            text.utf8[colon...].starts(with: "://".utf8)
        {
            let scheme = text[..<colon]
            text = text[text.utf8.index(colon, offsetBy: 3)...]
            if Self.isWeb(scheme) {
                text = text.utf8.firstIndex(of: slash).map { text[$0...] } ?? ""
            }
        }
        segments = text.utf8.split(separator: slash).map { bytes in
            let segment = Substring(bytes)
            return bytes.contains(UInt8(ascii: "%")) ? Substring(percentDecoded(segment)) : segment
        }
        var query: [String: String] = [:]
        for item in queryText.utf8.split(separator: UInt8(ascii: "&")) {
            let pair = Substring(item).split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            query[percentDecoded(pair[0], plusIsSpace: true)] =
                pair.count > 1 ? percentDecoded(pair[1], plusIsSpace: true) : ""
        }
        self.query = query
    }

    /// Whether `scheme` is `http` or `https`, in any case.
    private static func isWeb(_ scheme: Substring) -> Bool {
        let count = scheme.utf8.count
        return (count == 4 || count == 5) && ["http", "https"].contains(scheme.lowercased())
    }
}

/// `text` with `%XX` escapes (and, in query items, `+`) decoded; invalid escapes are kept as written.
func percentDecoded(_ text: Substring, plusIsSpace: Bool = false) -> String {
    guard text.utf8.contains(UInt8(ascii: "%")) || (plusIsSpace && text.utf8.contains(UInt8(ascii: "+"))) else {
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
