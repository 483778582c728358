extension StringProtocol {
    /// The text without leading and trailing spaces and tabs (Foundation-free).
    var trimmed: String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}

extension String {
    /// The text padded with spaces to `width` characters (never cut), on the right or, for numbers, the left.
    func padded(to width: Int, left: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(width - count, 0))
        return left ? padding + self : self + padding
    }
}
