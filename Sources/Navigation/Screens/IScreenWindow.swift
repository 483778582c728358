import HarborContainer

/// A window: where the hierarchy starts (UIKit: `UIWindow`), and what makes the screens of its family that the
/// services need besides the app's own (a navigation stack, a screen hosting a SwiftUI view).
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

    /// Makes the screen that shows a hosted view (UIKit: a `UIHostingController` whose root view has `container`
    /// in its environment; HarborTesting's `TestWindow`: a `TestHostingScreen`).
    ///
    /// - Parameters:
    ///   - view: The view, built with its resolved view model.
    ///   - container: The container of the service that shows it.
    /// - Returns: A new screen, not yet shown.
    /// - Throws: ``NavigationError/noScreenHost(typeName:)`` when this window cannot show such a view.
    func makeScreen<Hosted: IHostedView>(hosting view: Hosted, container: any IContainer) throws(NavigationError)
        -> any IScreen
}

extension IScreenWindow {
    /// A window that does not host SwiftUI views: every hosted view fails to show.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - container: Unused.
    /// - Returns: Never.
    /// - Throws: ``NavigationError/noScreenHost(typeName:)``.
    public func makeScreen<Hosted: IHostedView>(hosting view: Hosted, container: any IContainer)
        throws(NavigationError) -> any IScreen
    {
        throw .noScreenHost(typeName: "\(Hosted.self)")
    }
}
