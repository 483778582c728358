/// The view-model arguments each screen was created with, so a destination can tell whether the screen on
/// screen is the one it wants (`OrderDetailsScreen` of order 7, not of order 8). Keyed by the created object's
/// identity (a screen's ``IScreen/screenID``); the objects are held weakly.
@MainActor
enum ScreenArguments {
    private struct Record {
        weak var object: AnyObject?
        let arguments: Any
    }

    private static var records: [ObjectIdentifier: Record] = [:]
    private static var pruneAt = 64

    /// Remembers that `object` (a new screen, or the view controller a screen stands for) was created with
    /// `arguments`.
    static func record(_ arguments: Any, for object: AnyObject) {
        records[ObjectIdentifier(object)] = Record(object: object, arguments: arguments)
        if records.count >= pruneAt {
            records = records.filter { $0.value.object != nil }
            pruneAt = max(64, records.count * 2)
        }
    }

    /// The arguments `screen` was created with by Harbor's services or router, if it was.
    static func arguments(of screen: any IScreen) -> Any? {
        guard let record = records[screen.screenID], record.object != nil else {
            return nil
        }
        return record.arguments
    }
}
