import HarborContainer
import HarborMVVM
import HarborNavigation

/// Notes about an order, shown by a SwiftUI screen pushed from the details; refreshes its view with `changed`.
@MainActor
public final class OrderNotesVM: @MainActor IPerRequest, INotifyOnChanged {
    /// The order the notes are about.
    public let order: Order
    /// The notes, oldest first.
    public private(set) var notes: [String] = []

    /// Created by the container with the order.
    public required init(container: any IContainer, args: Order) {
        order = args
    }

    /// Adds a note; the view shows it.
    public func add(_ note: String) {
        notes.append(note)
        changed.raise()
    }
}
