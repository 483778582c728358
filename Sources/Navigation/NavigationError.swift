import HarborContainer

/// Why a navigation request failed. Every request reports one of these instead of silently doing nothing.
///
/// ```swift
/// do {
///     try await navigation.popViewControllerAndWait()
/// } catch .nothingToPop {
///     // already at the root
/// } catch {
///     log(error.description)
/// }
/// ```
public enum NavigationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No window to navigate in: the ``IWindowProvider`` returned none.
    case noWindow
    /// No ``IWindowProvider`` is bound in the root container (there is no default one, on UIKit neither). The services
    /// are singletons of the root container: a provider bound on a child container is not seen.
    case noWindowProvider
    /// The window given to ``FixedWindowProvider`` was released: the provider holds it weakly, so something
    /// else (the scene delegate, the app, the test) must keep it.
    case windowReleased(typeName: String)
    /// The window has no root screen.
    case noTopScreen
    /// No navigation stack on the top screen: a pop, or a push with ``NavigationOptions/PushFallback/fail`` set.
    case noNavigationStack
    /// A dismiss found no presented screen.
    case nothingToDismiss
    /// A pop found the stack at its root (or the screen to pop back to already on top).
    case nothingToPop
    /// A "back to this screen type" request found no such screen.
    case screenNotFound(typeName: String)
    /// The top screen presents an alert, and an alert is never used to present on.
    case blockedByAlert
    /// The screen to present or push on is not in the window hierarchy.
    case notInWindowHierarchy(typeName: String)
    /// The view model could not be resolved from the container.
    case resolutionFailed(ResolutionError)
    /// The request, or a link's whole plan (`open`), did not finish within ``NavigationOptions/transitionTimeout``,
    /// waiting for a running transition included (UIKit never completes a presentation it refuses, and a transition
    /// coordinator may never complete); the queue went on with the next request.
    case transitionDidNotFinish(action: NavigationRequest.Action)
    /// A link or typed route could not be opened (``RouterService``); reported to ``NavigationFailure/handler``
    /// when nobody listened.
    indirect case routeFailed(RouteError)
    /// The window cannot host a SwiftUI view (``IScreenWindow/makeScreen(hosting:container:)``): UIKit's windows and
    /// HarborTesting's `TestWindow` can; a window of your own implements it.
    case noScreenHost(typeName: String)
    /// The services cannot create this screen type: it adopts ``IPresentableScreen`` directly instead of
    /// ``IInstantiableScreen`` or ``IHostedView`` (or being a `UIViewController`), or it has no view model
    /// storage (`IHaveViewModel`).
    case notCreatable(typeName: String)
    /// A navigation stack (UIKit: a `UINavigationController`) cannot be pushed on another one or be the root of a
    /// new one; UIKit raises an exception for it. Present it instead.
    case cannotPushNavigationStack(typeName: String)
    /// The screen to push is already in the navigation stack (a window whose
    /// ``IScreenWindow/makeScreen(hosting:container:)`` hands back the same controller twice); UIKit raises an
    /// exception for it.
    case alreadyInStack(typeName: String)
    /// The screen to pop back to is no longer in the navigation stack: something popped or dismissed it after the
    /// request was planned; UIKit raises an exception for it.
    case notInStack(typeName: String)
    /// The container the navigation services belong to was released before the request ran (an app tearing
    /// down, a test's container going out of scope): requests still queued or waiting for a window end with this.
    case containerReleased
    /// A present or push equal to one queued or in its transition (a double tap): this one changed nothing. It is
    /// not a failure of the app and never goes to ``NavigationFailure/handler``; see
    /// ``NavigationRequest/allowsDuplicates`` to show the same screen twice on purpose.
    case duplicateRequest(typeName: String)

    /// A readable explanation.
    public var description: String {
        switch self {
        case .noWindow: "no window to navigate in (bind an IWindowProvider, or wait for a foreground-active scene)"
        case .noWindowProvider:
            """
            no IWindowProvider is bound in the root container: bind one there at launch, \
            container.bind((any IWindowProvider).self) { _ in FixedWindowProvider(window) }; the navigation services \
            are singletons of the root container and do not see a provider bound on a child container
            """
        case .windowReleased(let typeName):
            """
            the \(typeName) given to FixedWindowProvider was released: the provider holds its window weakly, so keep \
            a strong reference to the window (in the scene delegate, the app, or the test's own variable)
            """
        case .noTopScreen: "the window has no root screen"
        case .noNavigationStack: "no navigation stack on the top screen"
        case .nothingToDismiss: "no presented screen to dismiss"
        case .nothingToPop: "the navigation stack has nothing to pop"
        case .screenNotFound(let typeName): "no \(typeName) on screen to go back to"
        case .blockedByAlert: "an alert is on top; present after it is closed"
        case .notInWindowHierarchy(let typeName): "\(typeName) is not in the window hierarchy"
        case .resolutionFailed(let error): "could not resolve the view model: \(error.description)"
        case .transitionDidNotFinish(let action): "the \(action) transition did not finish in time (refused by UIKit?)"
        case .routeFailed(let error): error.description
        case .noScreenHost(let typeName):
            "the window cannot host \(typeName): its IScreenWindow does not implement makeScreen(hosting:container:)"
        case .notCreatable(let typeName):
            """
            the services cannot create \(typeName): adopt IInstantiableScreen (a screen with init()) or subclass \
            UIViewController, not IPresentableScreen itself
            """
        case .cannotPushNavigationStack(let typeName):
            "\(typeName) is a navigation stack: it cannot be pushed on a stack or shown inside a new one; present it"
        case .alreadyInStack(let typeName):
            "this \(typeName) is already in the navigation stack: it is not pushed twice"
        case .notInStack(let typeName): "\(typeName) is no longer in the navigation stack: there is nothing to pop to"
        case .containerReleased:
            "the container of the navigation services was released before the request ran; nothing was shown"
        case .duplicateRequest(let typeName):
            "an equal request to show \(typeName) is already queued or in its transition (a double tap); this one changed nothing"
        }
    }
}
