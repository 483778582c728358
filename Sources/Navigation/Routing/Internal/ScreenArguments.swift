/// The view-model arguments each screen was created with, so a destination can tell whether the screen on
/// screen is the one it wants (`OrderDetailsScreen` of order 7, not of order 8). Screens are held weakly.
@MainActor
enum ScreenArguments {
    private struct Record {
        weak var screen: (any IScreen)?
        let arguments: Any
    }

    private static var records: [ObjectIdentifier: Record] = [:]
    private static var pruneAt = 64

    /// Remembers that `screen` was created with `arguments`.
    static func record(_ arguments: Any, for screen: any IScreen) {
        records[ObjectIdentifier(screen)] = Record(screen: screen, arguments: arguments)
        if records.count >= pruneAt {
            records = records.filter { $0.value.screen != nil }
            pruneAt = max(64, records.count * 2)
        }
    }

    /// The arguments `screen` was created with by Harbor's services or router, if it was.
    static func arguments(of screen: any IScreen) -> Any? {
        guard let record = records[ObjectIdentifier(screen)], record.screen != nil else {
            return nil
        }
        return record.arguments
    }
}
