/// The view-model arguments each screen was created with, so a destination can tell whether the screen on
/// screen is the one it wants (`OrderDetailsScreen` of order 7, not of order 8). Keyed by the created object's
/// identity (a screen's ``IScreen/screenID``); the objects are held weakly.
@MainActor
enum ScreenArguments {
    private static var records = WeakObjectTable<Any>()

    /// Remembers that `object` (a new screen, or the view controller a screen stands for) was created with
    /// `arguments`.
    static func record(_ arguments: Any, for object: AnyObject) {
        records.set(arguments, for: object)
    }

    /// The arguments `screen` was created with by Harbor's services or router, if it was.
    static func arguments(of screen: any IScreen) -> Any? {
        records.value(for: screen.screenID)
    }
}
