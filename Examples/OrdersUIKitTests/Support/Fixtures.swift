import HarborContainer
import HarborMVVM
import HarborTesting
import OrdersUIKit

/// Orders a test chooses, instead of the app's.
@MainActor
final class StubOrdersProvider: IOrdersProvider {
    private(set) var orders: [Order]
    private(set) var updates: [OrderStatus] = []

    init(_ orders: [Order]) { self.orders = orders }

    func update(_ order: Order, status: OrderStatus) -> Order {
        updates.append(status)
        var updated = order
        updated.status = status
        return updated
    }
}

/// In-memory twins of the app's screens, with the app's view models: what the real services show in a
/// `TestWindow`, as the testing article describes.
final class OrdersScreen: TestScreen {}

final class OrderDetailsScreen: TestScreen, IHaveViewModel {
    typealias ViewModel = OrderDetailsVM
    func viewModelChanged(_ viewModel: OrderDetailsVM) {}
}

final class StatusPickerScreen: TestScreen, IHaveViewModel {
    typealias ViewModel = StatusPickerVM
    func viewModelChanged(_ viewModel: StatusPickerVM) {}
}
