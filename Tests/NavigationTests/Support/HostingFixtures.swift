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

extension Harness {
    /// A harness whose container hosts views in `TestHostingScreen`s.
    static func hosting(root: TestScreen?, options: NavigationOptions? = nil) -> Harness {
        let container = Container()
        TestScreenHost.install(in: container)
        return Harness(root: root, options: options, container: container)
    }
}

/// The hosted view of `screen`, when it hosts a `Hosted`.
@MainActor
func hosted<Hosted: IHostedView>(_ type: Hosted.Type, in screen: (any IScreen)?) -> Hosted? {
    (screen as? TestHostingScreen<Hosted>)?.view
}
