import HarborContainer
import HarborNavigation

/// One order: its status can be changed in a picker pushed on top, which hands the pick back.
@MainActor
public final class OrderDetailsVM: @MainActor IPerRequest {
    /// The order shown.
    public private(set) var order: Order
    private let provider: any IOrdersProvider
    private let navigation: NavigationService
    private let presenter: PresenterService

    /// Created by the container with the order to show.
    public required init(container: any IContainer, args: Order) {
        order = args
        provider = container.resolve()
        navigation = container.resolve()
        presenter = container.resolve()
    }

    /// Pushes the status picker and records the pick. The details are presented without a navigation controller, so
    /// the push presents the picker in a new one (``NavigationOptions/PushFallback/presentInNavigationStack``).
    ///
    /// - Returns: Whether the status changed.
    @discardableResult
    public func changeStatus() async throws(NavigationError) -> Bool {
        record(try await navigation.pushViewControllerForResult(StatusPickerVC.self, args: order.status))
    }

    /// Picks the status in the SwiftUI picker, presented modally, and records the pick.
    ///
    /// - Returns: Whether the status changed (`false` when the user swiped the picker down).
    @discardableResult
    public func chooseStatus() async throws(NavigationError) -> Bool {
        record(try await presenter.presentForResult(StatusChoiceView.self, args: order.status))
    }

    /// Records a picked status; `nil` (closed without a pick) or the current one changes nothing.
    private func record(_ status: OrderStatus?) -> Bool {
        guard let status, status != order.status else {
            return false
        }
        order = provider.update(order, status: status)
        return true
    }

    /// Pushes the order's notes, a SwiftUI screen.
    public func showNotes() {
        navigation.pushViewController(OrderNotesView.self, args: order)
    }

    /// Closes the details.
    public func close() {
        presenter.dismiss()
    }
}
