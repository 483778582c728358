/// The storage behind ``IHaveViewModel/viewModel``, ``INotifyOnChanged/changed``, ``IEventView/bind(with:)`` and
/// the main-actor handlers of `Event/subscribe(_:handler:)`: state attached to an object, by identity.
///
/// ## When a dead view's view model is released
/// A view holds its view model strongly; the view model never holds its view. Every write is O(1), however many
/// views are alive.
/// - **Apple platforms, views that are `NSObject`s** (every UIKit view and view controller): the state is an
///   Objective-C associated object of the view, released with the view, at once.
/// - **Linux, and plain Swift owners everywhere** (test and terminal screens): the state sits in a table that cannot learn when a
///   view dies. Each write (a view-model assignment, `bind(with:)`, `unbind()`, state created for another object)
///   checks the next two entries in turn and releases those of dead objects. So a dead view's view model is
///   released within `count / 2` writes, or at once with ``purge()``; until then it is unreachable (the dead view
///   receives nothing), but its own timers or tasks still run.
///
/// Assigning `nil` releases a view model at once, everywhere.
@MainActor
public enum ViewModelStorage {
    /// Releases now everything attached to deallocated views and view models kept in the table (Linux, plain
    /// Swift owners), e.g. on a memory warning or in tests. O(n).
    public static func purge() {
        SideTable.shared.sweep()
    }

    /// The number of objects with attached state, including, on Linux, deallocated ones not yet released.
    public static var count: Int {
        SideTable.shared.count
    }
}
