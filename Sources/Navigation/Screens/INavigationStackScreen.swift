/// A navigation stack: screens pushed on top of each other (UIKit: `UINavigationController`).
///
/// Its ``IScreen/visibleChildScreen`` is the top of ``stackScreens``.
@MainActor
public protocol INavigationStackScreen: IScreen {
    /// The stack, root first (UIKit: `viewControllers`).
    var stackScreens: [any IScreen] { get }

    /// Pushes `screen` and calls `completion` when the transition has finished.
    ///
    /// - Parameters:
    ///   - screen: The screen to push.
    ///   - animated: Whether to animate.
    ///   - completion: Called when the push has finished.
    func pushScreen(_ screen: any IScreen, animated: Bool, completion: @escaping @MainActor () -> Void)

    /// Pops every screen above `screen` and calls `completion` when the transition has finished.
    ///
    /// - Parameters:
    ///   - screen: A screen of ``stackScreens`` that becomes the top.
    ///   - animated: Whether to animate.
    ///   - completion: Called when the pop has finished.
    func popToScreen(_ screen: any IScreen, animated: Bool, completion: @escaping @MainActor () -> Void)
}
