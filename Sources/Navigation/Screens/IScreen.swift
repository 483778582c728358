/// One screen in a screen hierarchy, as the navigation services see it: a view controller on UIKit, a test
/// screen on Linux, a terminal screen in a demo.
///
/// The protocol only *describes* the hierarchy (what is presented, what a container shows, what is animating)
/// and forwards the two modal transitions. Every decision — which screen is on top, where to present, when to
/// wait — is made by ``PresenterService`` and ``NavigationService`` from these properties, so the same logic
/// runs, and is tested, on every platform.
///
/// On UIKit, Harbor wraps each view controller in an internal screen of its own (UIKit's classes get no Harbor
/// members); an app never implements the protocol there. Other screens adopt it directly: ``IInstantiableScreen``
/// for screens the services create, ``INavigationStackScreen`` for navigation stacks, and ``IScreenContainer``
/// for custom containers.
///
/// The name follows Harbor's `I` prefix for protocols and clashes with nothing UIKit or SwiftUI export (UIKit's
/// `UIScreen` is a display, not a view controller; SwiftUI has no `Screen`).
@MainActor
public protocol IScreen: AnyObject {
    /// The identity of the object this screen stands for; two screens with the same identifier are the same
    /// screen. A screen that is its own object keeps the default, `ObjectIdentifier(self)`; on UIKit it is the
    /// view controller's, as the wrapper around it may be made anew on each walk of the hierarchy. Compare
    /// screens with it, never with `===`.
    var screenID: ObjectIdentifier { get }

    /// The screen this one presents modally, if any (UIKit: `presentedViewController`).
    var presentedScreen: (any IScreen)? { get }

    /// The child through which the visible content continues: a navigation stack's top, a tab bar's selected
    /// tab, a split view's visible detail, a page controller's only page, or a custom container's
    /// ``IScreenContainer/visibleScreen``; `nil` for a leaf.
    var visibleChildScreen: (any IScreen)? { get }

    /// Whether this screen is being dismissed right now (UIKit: `isBeingDismissed`, or a parent's).
    var isBeingDismissed: Bool { get }

    /// Whether this screen is an alert or action sheet, which is never used to present on.
    var isAlert: Bool { get }

    /// Whether this screen's view is in a window (UIKit: `viewIfLoaded?.window != nil`).
    var isInWindowHierarchy: Bool { get }

    /// Whether a transition involving this screen is running (UIKit: `transitionCoordinator != nil`).
    var isTransitioning: Bool { get }

    /// Runs `body` once the running transition ends, or right away when none runs.
    ///
    /// - Parameter body: What to run.
    func afterTransition(_ body: @escaping @MainActor () -> Void)

    /// Presents `screen` modally on this screen and calls `completion` when the transition has finished.
    ///
    /// - Parameters:
    ///   - screen: The screen to present; of the same family as this one (a view controller on UIKit).
    ///   - animated: Whether to animate.
    ///   - completion: Called when the presentation has finished.
    func presentScreen(_ screen: any IScreen, animated: Bool, completion: @escaping @MainActor () -> Void)

    /// Dismisses the screen this one presents (and everything above it), then calls `completion`.
    ///
    /// - Parameters:
    ///   - animated: Whether to animate.
    ///   - completion: Called when the dismissal has finished.
    func dismissPresentedScreen(animated: Bool, completion: @escaping @MainActor () -> Void)

    /// Calls `handler` once when this screen leaves the hierarchy for good: dismissed or popped, by code or by
    /// the user's swipe-down or back gesture. A cancelled interactive gesture does not count.
    ///
    /// - Parameter handler: What to run when the screen is gone.
    func onRemoval(_ handler: @escaping @MainActor () -> Void)
}
