/// A view model that tells its view to refresh: `changed.raise()` calls the view's
/// ``IHaveViewModel/viewModelChanged(_:)`` again.
///
/// ```swift
/// @MainActor final class OrdersVM: INotifyOnChanged {
///     private(set) var orders: [String] = []
///     func show(_ orders: [String]) {
///         self.orders = orders
///         changed.raise()
///     }
/// }
/// ```
///
/// The conforming class writes nothing: ``changed`` comes from the protocol extension. The views subscribed to it
/// are main-actor code: a raise on the main thread refreshes them before it returns; a raise from another thread
/// refreshes them on the main queue.
@MainActor
public protocol INotifyOnChanged: AnyObject {
    /// The event the view model raises when its view should refresh.
    var changed: Event<Void> { get }
}

extension INotifyOnChanged {
    /// The view model's change event, created on first access and kept by ``ViewModelStorage`` for as long as the
    /// view model lives. It holds its subscribers (views) weakly and never holds the view model.
    public var changed: Event<Void> {
        let box = SideTable.shared.box(for: self)
        if let event = box.changed {
            return event
        }
        let event = Event<Void>()
        box.changed = event
        return event
    }
}
