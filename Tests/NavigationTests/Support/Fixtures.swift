import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting

/// The model passed to the details screen.
struct Order: Equatable, Sendable, CustomStringConvertible {
    let id: Int
    var description: String { "Order #\(id)" }
}

/// A test screen holding a view model of type `VM` (stored by HarborMVVM's default storage); records what it saw
/// when the view model was set.
@MainActor
class ModelScreen<VM>: TestScreen, IHaveViewModel {
    typealias ViewModel = VM

    /// Whether the screen was already in the window when its view model was assigned.
    private(set) var viewModelSetWhileOnScreen: Bool?

    func viewModelChanged(_ viewModel: VM) {
        viewModelSetWhileOnScreen = isInWindowHierarchy || presenting != nil || parent != nil
    }
}

// MARK: View models

@MainActor
class OrderDetailsVM: @MainActor IPerRequest {
    typealias Arguments = Order
    let order: Order
    required init(container: any IContainer, args: Order) { order = args }
}

/// What a mocked container hands out instead of ``OrderDetailsVM``.
@MainActor
final class StubDetailsVM: OrderDetailsVM {}

@MainActor
final class SettingsVM: @MainActor IPerRequest {
    required init(container: any IContainer, args: Void) {}
}

/// Hands back a quantity.
@MainActor
final class QuantityPickerVM: @MainActor IPerRequest, IReturnsResult {
    typealias Arguments = Int
    let initial: Int
    let result = ScreenResult<Int>()
    required init(container: any IContainer, args: Int) { initial = args }
    func pick(_ quantity: Int) { result.finish(with: quantity) }
}

/// Hands back a name; takes no arguments.
@MainActor
final class NamePickerVM: @MainActor IPerRequest, IReturnsResult {
    let result = ScreenResult<String>()
    required init(container: any IContainer, args: Void) {}
}

/// A plug-in nobody binds in the tests.
protocol IReportPlugin: AnyObject {}

/// Needs an unbound plug-in; its throwing initializer hands that failure to the navigation service.
@MainActor
final class ReportVM: @MainActor IPerRequest {
    let plugin: any IReportPlugin
    required init(container: any IContainer, args: Void) throws(ResolutionError) {
        plugin = try container.resolveOrThrow()
    }
}

// MARK: Screens

final class OrdersScreen: TestScreen {}
final class HomeScreen: TestScreen {}
final class OrderDetailsScreen: ModelScreen<OrderDetailsVM> {}
final class SettingsScreen: ModelScreen<SettingsVM> {}
final class QuantityPickerScreen: ModelScreen<QuantityPickerVM> {}
final class NamePickerScreen: ModelScreen<NamePickerVM> {}
final class ReportScreen: ModelScreen<ReportVM> {}

/// A custom container that shows its last child, described through IScreenContainer.
final class CardsScreen: TestScreen, IScreenContainer {
    var visibleScreen: AnyObject? { childScreens.last }
}

/// A custom container that wrongly reports a screen that is not its child.
final class BrokenContainerScreen: TestScreen, IScreenContainer {
    let stray = TestScreen(title: "stray")
    var visibleScreen: AnyObject? { stray }
}

// MARK: Harness

/// A container with a window bound, and both real services.
@MainActor
struct Harness {
    let container: Container
    let window: TestWindow
    let presenter: PresenterService
    let navigation: NavigationService

    init(root: TestScreen?, options: NavigationOptions? = nil, container: Container = Container()) {
        let window = TestWindow(root: root)
        container.bind((any IWindowProvider).self) { _ in window }
        if let options {
            container.bind(NavigationOptions.self) { _ in options }
        }
        self.container = container
        self.window = window
        presenter = container.resolve()
        navigation = container.resolve()
    }
}

// MARK: A view model that navigates, as an app writes it

/// Resolves both services in its initializer, as in the article.
@MainActor
final class OrdersVM: @MainActor IPerRequest {
    let presenter: PresenterService
    let navigation: NavigationService
    let orders = [Order(id: 7), Order(id: 8)]

    required init(container: any IContainer, args: Void) {
        presenter = container.resolve()
        navigation = container.resolve()
    }

    func showOrderDetails(forOrderIndex index: Int) {
        presenter.present(OrderDetailsScreen.self, args: orders[index])
    }

    func openOrder(forOrderIndex index: Int) {
        navigation.pushViewController(OrderDetailsScreen.self, args: orders[index])
    }

    func chooseQuantity() async throws(NavigationError) -> Int? {
        try await presenter.presentForResult(QuantityPickerScreen.self, args: 1)
    }
}

final class OrdersListScreen: ModelScreen<OrdersVM> {}
