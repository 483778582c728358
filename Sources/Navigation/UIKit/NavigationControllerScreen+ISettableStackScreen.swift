#if canImport(UIKit) && !os(watchOS)
    import UIKit

    extension NavigationControllerScreen: ISettableStackScreen {
        /// `setViewControllers(_:animated:)`: the router's pops and pushes in one transition.
        func setStackScreens(
            _ screens: [any IScreen],
            animated: Bool,
            completion: @escaping @MainActor () -> Void
        ) {
            // Made only for navigation controllers (`ViewControllerScreen.node(for:)`).
            let navigation = viewController as! UINavigationController  // swift-format-ignore: NeverForceUnwrap
            navigation.setViewControllers(screens.map { Self.viewController(of: $0) }, animated: animated)
            afterStackChange(completion)  // as a push: the new top's view is in the window before the next step
        }
    }
#endif
