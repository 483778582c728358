// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Sample fixtures (see README.md here): the orders list and the window where UIKit exists (the articles' UIKit
// samples, compiled against the Apple SDK stand-in): view controllers and a `UIWindow`, as in an iOS app.

#if canImport(UIKit)
    import HarborMVVM
    import UIKit

    /// The orders list screen.
    public final class OrdersScreen: UIViewController, IHaveViewModel {
        public typealias ViewModel = OrdersVM
        public func viewModelChanged(_ viewModel: OrdersVM) {}
    }

    /// The orders list screen, as the UIKit articles call it.
    public typealias OrdersVC = OrdersScreen

    /// The app's window.
    @MainActor public let window = UIWindow()
#endif
