/// Where the services find the window to navigate in.
///
/// Bind it in the container before navigating (the services read it per request); without a binding every request
/// fails with ``NavigationError/noWindowProvider``. On UIKit, bind `KeyWindowProvider()` in an app with one scene, or
/// `SceneWindowProvider(windowScene)` in each scene's container tree (see <doc:UIKitAPI>); in tests, a `TestWindow`.
///
/// ```swift
/// let provider = FixedWindowProvider(window)  // on the main actor, at launch
/// container.bind((any IWindowProvider).self) { _ in provider }
/// ```
@MainActor
public protocol IWindowProvider: AnyObject, Sendable {
    /// The window to navigate in now, or `nil` when there is none.
    var window: (any IScreenWindow)? { get }
}
