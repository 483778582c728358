import HarborContainer

/// Makes the screen that shows a hosted view: a `UIHostingController` on iOS, a `TestHostingScreen` in tests.
///
/// The services ask the host bound in the container, and without a binding use the platform's default: on iOS
/// (UIKit with SwiftUI) a hosting controller that puts the container into the view's environment; elsewhere
/// there is none, and presenting a hosted view fails with ``NavigationError/noScreenHost(typeName:)``. Tests bind
/// HarborTesting's host:
///
/// ```swift
/// TestScreenHost.install(in: container)
/// try await presenter.presentAndWait(OrderDetailsView.self, args: order)
/// ```
@MainActor
public protocol IScreenHost: AnyObject, Sendable {
    /// Makes the screen that shows `view`.
    ///
    /// - Parameters:
    ///   - view: The view, built with its resolved view model.
    ///   - container: The container of the service that shows it; a SwiftUI host hands it to the view's
    ///     environment.
    /// - Returns: A new screen, not yet shown, of the same family as the window's screens (a view controller on
    ///   UIKit, an ``IInstantiableScreen`` elsewhere).
    /// - Throws: ``NavigationError/noScreenHost(typeName:)`` when this host cannot show such a view.
    func makeScreen<Hosted: IHostedView>(
        hosting view: Hosted,
        container: any IContainer
    ) throws(NavigationError) -> any IPresentableScreen
}
