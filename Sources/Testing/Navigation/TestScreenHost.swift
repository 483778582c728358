import HarborContainer
import HarborNavigation

/// An `IScreenHost` for tests and terminal apps: hosts each view in a ``TestHostingScreen``, so the real
/// services present and push hosted views (SwiftUI screens) in a ``TestWindow``, on Linux too.
///
/// ```swift
/// let window = TestWindow(root: OrdersScreen())
/// container.bind((any IWindowProvider).self) { _ in window }
/// TestScreenHost.install(in: container)
/// try await presenter.presentAndWait(OrderDetailsView.self, args: order)
/// #expect(window.topScreen is TestHostingScreen<OrderDetailsView>)
/// ```
@MainActor
public final class TestScreenHost: IScreenHost {
    /// Creates the host.
    public init() {}

    /// Creates a host and binds it as the `IScreenHost` of `container`.
    ///
    /// - Parameter container: The container the services resolve from.
    /// - Returns: The host.
    @discardableResult
    public static func install(in container: Container) -> TestScreenHost {
        let host = TestScreenHost()
        container.bind((any IScreenHost).self) { _ in host }
        return host
    }

    /// Makes a ``TestHostingScreen`` showing `view`.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - container: Unused: a test view reads what it needs from its view model.
    /// - Returns: The new screen.
    public func makeScreen<Hosted: IHostedView>(
        hosting view: Hosted,
        container: any IContainer
    ) throws(NavigationError) -> any IPresentableScreen {
        TestHostingScreen(view: view)
    }
}
