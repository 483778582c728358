import HarborContainer
import HarborMVVM
import HarborNavigation
import UIKit

// MARK: View models

struct Order: Equatable, Sendable {
    let id: Int
}

@MainActor
final class DetailsVM: @MainActor IPerRequest {
    typealias Arguments = Order
    let order: Order
    required init(container: any IContainer, args: Order) { order = args }
}

@MainActor
final class SettingsVM: @MainActor IPerRequest {
    required init(container: any IContainer, args: Void) {}
}

/// Hands back a quantity.
@MainActor
final class PickerVM: @MainActor IPerRequest, IReturnsResult {
    typealias Arguments = Int
    let result = ScreenResult<Int>()
    required init(container: any IContainer, args: Int) {}
    func pick(_ quantity: Int) { result.finish(with: quantity) }
}

// MARK: View controllers, written as an app writes them

/// Counts its `viewDidLoad` calls; holds a view model.
class ModelVC<VM>: UIViewController, IHaveViewModel {
    typealias ViewModel = VM
    private(set) var loads = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
    }
    func viewModelChanged(_ viewModel: VM) {}
}

final class DetailsVC: ModelVC<DetailsVM> {}
final class SettingsVC: ModelVC<SettingsVM> {}
final class PickerVC: ModelVC<PickerVM> {}

/// A result screen that is itself a container: a navigation controller showing the picker's content.
final class PickerNavigationVC: UINavigationController, IHaveViewModel {
    typealias ViewModel = PickerVM
    func viewModelChanged(_ viewModel: PickerVM) {}
}

final class HomeVC: UIViewController {}

/// Refuses every presentation, as apps that guard double presentations do: UIKit never calls the completion.
final class GuardedVC: UIViewController {
    override func present(
        _ viewControllerToPresent: UIViewController,
        animated flag: Bool,
        completion: (() -> Void)? = nil
    ) {}
}

/// An app's own members with the names Harbor uses for its screens: they must not clash.
final class ClashingVC: UIViewController {
    var isAlert = "mine"
    var presentedScreen = 42
    var screenID = "my id"
    var visibleChildScreen: String { "mine" }
    func onRemoval(_ value: Int) -> Int { value }
    func afterTransition() -> String { "mine" }
}

// MARK: Harness

/// A window with `root` on screen, and the real services navigating in it.
@MainActor
struct Harness {
    let container = Container()
    let window = UIWindow()
    let presenter: PresenterService
    let navigation: NavigationService

    init(root: UIViewController, options: NavigationOptions? = nil) {
        window.rootViewController = root
        window.makeKeyAndVisible()
        let provider = FixedWindowProvider(window)
        container.bind((any IWindowProvider).self) { _ in provider }
        if let options {
            container.bind(NavigationOptions.self) { _ in options }
        }
        presenter = container.resolve()
        navigation = container.resolve()
    }

    /// The view controller on top, as the services find it.
    var top: UIViewController? {
        var current = window.rootViewController
        while let next = current?.presentedViewController ?? visibleChild(of: current) {
            current = next
        }
        return current
    }

    private func visibleChild(of viewController: UIViewController?) -> UIViewController? {
        switch viewController {
        case let navigation as UINavigationController: navigation.topViewController
        case let tabs as UITabBarController: tabs.selectedViewController
        default: nil
        }
    }
}
