/// One step typed by the user or read from a script: a verb and an optional number, `open 7` or just `7`.
public struct Command: Sendable, Equatable, CustomStringConvertible {
    /// The verb, lowercased: `open`, `back`, `status`, … (empty when only a number was typed).
    public let verb: String
    /// The number after the verb, if any.
    public let number: Int?

    /// Parses a step: `"open 7"`, `"7"`, `"back"`, `"b"`.
    ///
    /// - Parameter text: The step as typed.
    public init(_ text: String) {
        let words = text.trimmed.lowercased().split(separator: " ", omittingEmptySubsequences: true)
        if let first = words.first, let number = Int(first) {
            verb = ""
            self.number = number
        } else {
            verb = words.first.map(String.init) ?? ""
            number = words.dropFirst().first.flatMap { Int($0) }
        }
    }

    /// The command as it would be typed.
    public var description: String {
        [verb.isEmpty ? nil : verb, number.map(String.init)].compactMap(\.self).joined(separator: " ")
    }
}
