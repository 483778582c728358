/// What Harbor created each screen from: the view-model arguments, so a destination can tell whether the screen on
/// screen is the one it wants (`OrderDetailsScreen` of order 7, not of order 8), and for a hosted screen the view
/// type it shows, so "back to this type" requests (`popTo(OrderDetailsView.self)`) and routes find hosted screens
/// by their view's type, whatever the window made them with. Keyed by the created object's identity (a screen's
/// ``IScreen/screenID``); the objects are held weakly.
@MainActor
enum ScreenRecords {
    private static var records = WeakObjectTable<(arguments: Any, viewType: (any Any.Type)?)>()

    /// Remembers that `object` (a new screen, or the view controller a screen stands for) was created with
    /// `arguments`, to show a view of `viewType` when it hosts one.
    static func record(_ arguments: Any, viewType: (any Any.Type)?, for object: AnyObject) {
        records.set((arguments, viewType), for: object)
    }

    /// The arguments `screen` was created with by Harbor's services or router, if it was.
    static func arguments(of screen: any IScreen) -> Any? {
        records.value(for: screen.screenID)?.arguments
    }

    /// The type of the view `object` shows, when the services made it to host one.
    static func viewType(of object: AnyObject) -> (any Any.Type)? {
        records.value(for: ObjectIdentifier(object))?.viewType
    }
}
