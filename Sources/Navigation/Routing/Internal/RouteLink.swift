/// A link split into what routing checks and matches: its scheme, a web link's host, its path segments and its
/// query items.
///
/// `myapp://orders/7?tab=open` gives the scheme `myapp` and `["orders", "7"]` (a custom scheme's host is the
/// first segment); `https://example.com/orders/7` gives the scheme `https`, the host `example.com` and
/// `["orders", "7"]`; `/orders/7` gives no scheme and `["orders", "7"]`.
struct RouteLink {
    /// The scheme, lowercased; `nil` for a path.
    let scheme: String?
    /// An `http` or `https` link's host, lowercased, without user or port; `nil` for any other link.
    let host: String?
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
        var scheme: String?
        var host: String?
        if let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")), Self.isScheme(text[..<colon]) {
            let name = text[..<colon].lowercased()
            text = text[text.utf8.index(after: colon)...]
            let hasAuthority = text.utf8.starts(with: "//".utf8)
            if hasAuthority {
                text = text[text.utf8.index(text.startIndex, offsetBy: 2)...]
            }
            if name == "http" || name == "https" {
                let end = text.utf8.firstIndex(of: slash) ?? text.endIndex
                host = hasAuthority ? Self.hostName(text[..<end]) : ""
                text = text[end...]
            }
            scheme = name
        }
        self.scheme = scheme
        self.host = host
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

    /// Whether `text` is a URL scheme: a letter, then letters, digits, `+`, `-` or `.` (so a path such as
    /// `/orders/7:8` has none).
    private static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.utf8.first, isLetter(first) else { return false }
        return text.utf8.allSatisfy { byte in
            isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// `user@shop.example.com:443` gives `shop.example.com`.
    private static func hostName(_ authority: Substring) -> String {
        var host = authority
        if let at = host.utf8.lastIndex(of: UInt8(ascii: "@")) {
            host = host[host.utf8.index(after: at)...]
        }
        if let colon = host.utf8.lastIndex(of: UInt8(ascii: ":")), !host.hasSuffix("]") {
            host = host[..<colon]
        }
        return host.lowercased()
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
