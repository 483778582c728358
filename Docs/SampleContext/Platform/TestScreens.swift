// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Sample fixtures (see README.md here): the orders list and the window, where there is no UIKit (Linux): in-memory
// screens. Where UIKit exists (the Apple SDK stand-in), UIKitScreens.swift declares them as view controllers.

#if !canImport(UIKit)
    import HarborMVVM
    import HarborTesting

    /// The orders list screen (an in-memory screen here, a view controller in an iOS app).
    public final class OrdersScreen: TestScreen, IHaveViewModel {
        public typealias ViewModel = OrdersVM
        public func viewModelChanged(_ viewModel: OrdersVM) {}
    }

    /// A window with the orders list in a navigation stack.
    @MainActor public var window: TestWindow { TestWindow(root: TestNavigationStack(root: OrdersScreen())) }
#endif
