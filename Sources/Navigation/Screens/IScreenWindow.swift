/// A window: where the hierarchy starts (UIKit: `UIWindow`).
@MainActor
public protocol IScreenWindow: AnyObject {
    /// The root screen (UIKit: `rootViewController`); `nil` before one is set.
    var rootScreen: (any IScreen)? { get }

    /// Makes a navigation stack whose root is `screen`, for pushing when no stack is on screen
    /// (UIKit: `UINavigationController(rootViewController:)`).
    ///
    /// - Parameter screen: The stack's root.
    /// - Returns: The new navigation stack.
    func makeNavigationStack(root screen: any IScreen) -> any INavigationStackScreen
}
