import HarborContainer
import HarborNavigation
import UIKit

final class HomeVC: UIViewController {}

/// A window with `root` on screen and the real services navigating in it, with SwiftUI's default host.
@MainActor
struct UIKitHarness {
    let container = Container()
    let window = UIWindow()
    let presenter: PresenterService
    let navigation: NavigationService

    init(root: UIViewController) {
        window.rootViewController = root
        window.makeKeyAndVisible()
        let provider = FixedWindowProvider(window)
        container.bind((any IWindowProvider).self) { _ in provider }
        presenter = container.resolve()
        navigation = container.resolve()
    }

    /// The view controller on top.
    var top: UIViewController? {
        var current = window.rootViewController
        while let next = current?.presentedViewController ?? (current as? UINavigationController)?.topViewController {
            current = next
        }
        return current
    }
}
