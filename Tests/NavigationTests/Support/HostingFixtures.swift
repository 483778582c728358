import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting

// Hosted views as an app writes its SwiftUI screens, minus `View` (there is no SwiftUI on Linux): a struct with
// a stored `let viewModel`, whose memberwise initializer is `init(viewModel:)`.

/// Shows an order; its view model takes the order.
struct OrderDetailsView: IHostedView {
    let viewModel: OrderDetailsVM
}

/// Takes no arguments.
struct SettingsView: IHostedView {
    let viewModel: SettingsVM
}

/// Hands back a quantity.
struct QuantityPickerView: IHostedView {
    let viewModel: QuantityPickerVM
}

/// Hands back a name; takes no arguments.
struct NamePickerView: IHostedView {
    let viewModel: NamePickerVM
}

/// Its view model needs an unbound plug-in.
struct ReportView: IHostedView {
    let viewModel: ReportVM
}

/// Tells its view to refresh with `changed.raise()`.
@MainActor
final class CartVM: @MainActor IPerRequest, INotifyOnChanged {
    private(set) var items: [String] = []
    required init(container: any IContainer, args: Void) {}

    func add(_ item: String) {
        items.append(item)
        changed.raise()
    }
}

struct CartView: IHostedView {
    let viewModel: CartVM
}

/// The hosted view of `screen`, when it hosts a `Hosted`.
@MainActor
func hosted<Hosted: IHostedView>(_ type: Hosted.Type, in screen: (any IScreen)?) -> Hosted? {
    (screen as? TestHostingScreen<Hosted>)?.view
}

/// A window of an app's own that does not implement `makeScreen(hosting:container:)`: it shows a test window's
/// screens, and refuses hosted views as every such window does.
@MainActor
final class NonHostingWindow: IScreenWindow, IWindowProvider {
    let screens: TestWindow

    init(root: TestScreen) {
        screens = TestWindow(root: root)
    }

    var rootScreen: (any IScreen)? { screens.rootScreen }
    var window: (any IScreenWindow)? { self }

    func makeNavigationStack(root screen: any IScreen) -> any INavigationStackScreen {
        screens.makeNavigationStack(root: screen)
    }

    /// A harness navigating in a new window of this kind.
    static func harness(root: TestScreen) -> (Harness, TestWindow) {
        let harness = Harness(root: nil)
        let window = NonHostingWindow(root: root)
        harness.container.bind((any IWindowProvider).self) { _ in window }
        return (harness, window.screens)
    }
}
