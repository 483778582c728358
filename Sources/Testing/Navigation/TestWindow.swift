import HarborContainer
import HarborNavigation

/// An in-memory window for navigation tests: the root of a ``TestScreen`` hierarchy that behaves like UIKit's.
///
/// Bind it as the window provider, and the real `PresenterService` and `NavigationService` navigate in it, view
/// controllers' stand-ins (``TestScreen`` subclasses) and SwiftUI views (`IHostedView`, hosted in a
/// ``TestHostingScreen``) alike:
///
/// ```swift
/// let window = TestWindow(root: TestNavigationStack(root: OrdersScreen()))
/// container.bind((any IWindowProvider).self) { _ in window }
/// let presenter: PresenterService = container.resolve()
/// try await presenter.presentAndWait(OrderDetailsScreen.self, args: order)
/// #expect(window.topScreen is OrderDetailsScreen)
/// ```
///
/// Transitions finish at once by default. Set ``finishesTransitionsImmediately`` to `false` to keep animated
/// transitions running until ``finishTransition()`` or ``finishAllTransitions()``, like UIKit animations in
/// flight. Whatever UIKit would only log ("Attempt to present … whose view is not in the window hierarchy",
/// "… which is already presenting …") is recorded in ``warnings``.
@MainActor
public final class TestWindow: IScreenWindow, IWindowProvider {
    /// The root screen.
    ///
    /// Setting another root (a log-out, an onboarding that ends) removes the old hierarchy, as UIKit releases it:
    /// the old root and every screen it holds or presents report their removal, so a result awaited from one of
    /// them ends with `nil`. A screen that the new root holds stays.
    public var root: TestScreen? {
        didSet {
            guard oldValue !== root else {
                return
            }
            oldValue?.hostingWindow = nil
            root?.hostingWindow = self
            if let oldValue, oldValue.window !== self {
                oldValue.didLeaveHierarchy()
            }
        }
    }

    /// Whether animated transitions finish at once (`true`, the default) or wait for ``finishTransition()``.
    public var finishesTransitionsImmediately = true

    /// What UIKit would have logged instead of doing as asked; empty when navigation behaved.
    public private(set) var warnings: [String] = []

    /// Every transition started, in order, as text: `present OrderDetailsScreen on OrdersScreen`,
    /// `push …`, `pop to …`, `dismiss …`.
    public private(set) var history: [String] = []

    private var running: [(label: String, finish: () -> Void)] = []

    /// Creates a window.
    ///
    /// - Parameter root: The root screen.
    public init(root: TestScreen? = nil) {
        self.root = root
        root?.hostingWindow = self
    }

    /// The root screen, as the services see it.
    public var rootScreen: (any IScreen)? { root }

    /// This window, as an `IWindowProvider`.
    public var window: (any IScreenWindow)? { self }

    /// Makes a ``TestNavigationStack`` rooted at `screen`, which must be a ``TestScreen``.
    ///
    /// - Parameter screen: The stack's root.
    /// - Returns: The new stack.
    public func makeNavigationStack(root screen: any IScreen) -> any INavigationStackScreen {
        TestNavigationStack(root: TestScreen.cast(screen))
    }

    /// Makes a ``TestHostingScreen`` showing `view`: the services present and push hosted views (SwiftUI screens)
    /// in a test window, on Linux too.
    ///
    /// - Parameters:
    ///   - view: The view.
    ///   - container: Unused: a test view reads what it needs from its view model.
    /// - Returns: The new screen.
    public func makeScreen<Hosted: IHostedView>(hosting view: Hosted, container: any IContainer) -> any IScreen {
        TestHostingScreen(view: view)
    }

    /// The screen on top, found the same way the services find it.
    public var topScreen: (any IScreen)? {
        root?.topScreen
    }

    /// The labels of the transitions still running, oldest first.
    public var runningTransitions: [String] { running.map(\.label) }

    /// Finishes the oldest running transition.
    ///
    /// - Returns: Whether one was running.
    @discardableResult
    public func finishTransition() -> Bool {
        guard !running.isEmpty else {
            return false
        }
        running.removeFirst().finish()
        return true
    }

    /// Finishes running transitions until none is left, including those started meanwhile.
    public func finishAllTransitions() {
        while finishTransition() {}
    }

    func warn(_ message: String) {
        warnings.append(message)
    }

    func runTransition(_ label: String, animated: Bool, finish: @escaping () -> Void) {
        history.append(label)
        if animated && !finishesTransitionsImmediately {
            running.append((label, finish))
        } else {
            finish()
        }
    }
}
