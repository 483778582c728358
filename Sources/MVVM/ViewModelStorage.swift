/// The storage behind ``IHaveViewModel/viewModel``, ``INotifyOnChanged/changed`` and ``IEventView/bind(with:)``:
/// a main-actor side table keyed by object identity that works the same on every platform (Objective-C associated
/// objects, which the original design used, do not exist on Linux).
///
/// ## When a view model is released
/// A view holds its view model strongly. Once the view is deallocated, its view model (and anything else attached
/// to the view) is released at the next write to the storage, on the main actor, whichever comes first:
/// - a view model is assigned to any view (`viewModel`, `anyViewModel`), or `bind(with:)` / `unbind()` runs;
/// - storage is created for another object (its first view model, `changed` access, or binding);
/// - ``purge()`` is called.
///
/// Until then the view model stays in memory but is unreachable: the dead view receives nothing. Reads never
/// sweep, so getting `viewModel` stays O(1); a write costs O(n) in the number of objects with attached state.
/// Assigning `nil` releases a view model at once.
@MainActor
public enum ViewModelStorage {
    /// Releases now everything attached to deallocated views and view models, e.g. on a memory warning or in tests.
    public static func purge() {
        SideTable.shared.sweep()
    }

    /// The number of objects with attached state, including deallocated ones not yet purged.
    public static var count: Int {
        SideTable.shared.count
    }
}
