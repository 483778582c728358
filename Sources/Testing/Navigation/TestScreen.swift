import HarborNavigation

/// An in-memory screen that behaves like a `UIViewController` for the navigation services: it presents and
/// dismisses with transitions a ``TestWindow`` can hold, knows whether it is in the window hierarchy, and
/// reports when it leaves the hierarchy.
///
/// Subclass it for the screens of a test (or of a terminal app), and adopt `IHaveViewModel`:
///
/// ```swift
/// final class OrderDetailsScreen: TestScreen, IHaveViewModel {
///     typealias ViewModel = OrderDetailsVM
///     private(set) var shownTitle = ""
///     func viewModelChanged(_ viewModel: OrderDetailsVM) { shownTitle = viewModel.title }
/// }
/// ```
///
/// Containers: ``TestNavigationStack``, ``TestTabBar``, ``TestSplitScreen``, ``TestPageScreen``; a custom
/// container is a subclass that adopts `IScreenContainer` and adds its children with ``addChildScreen(_:)``.
/// ``TestAlert`` is an alert.
@MainActor
open class TestScreen: IInstantiableScreen, CustomStringConvertible {
    /// A name for messages and ``TestWindow/history``; the type's name unless given.
    public let title: String

    /// The screen this one presents.
    public private(set) var presented: TestScreen?

    /// The screen that presents this one.
    public private(set) weak var presenting: TestScreen?

    /// The container holding this screen.
    public private(set) weak var parent: TestScreen?

    /// The children of this container, in order.
    public private(set) var childScreens: [TestScreen] = []

    /// Whether this screen's presentation is still running.
    public private(set) var isBeingPresented = false

    /// Whether this screen's dismissal is running.
    public private(set) var isBeingDismissed = false

    weak var hostingWindow: TestWindow?
    var isContainerTransitioning = false
    private var transitionWaiters: [@MainActor () -> Void] = []
    private var removalHandlers: [@MainActor () -> Void] = []

    /// Creates a screen titled after its type.
    public required init() {
        title = String(describing: Self.self)
    }

    /// Creates a screen with a title.
    ///
    /// - Parameter title: The name used in messages and history.
    public init(title: String) {
        self.title = title
    }

    /// The title.
    nonisolated public var description: String { title }

    /// The window this screen is in, through its parents and presenters.
    public var window: TestWindow? {
        hostingWindow ?? parent?.window ?? presenting?.window
    }

    // MARK: Containment

    /// Adds a child to this container.
    ///
    /// - Parameter screen: The new child; it must not have a parent yet.
    public func addChildScreen(_ screen: TestScreen) {
        if screen.parent != nil { fatalError("\(screen) already has a parent") }
        screen.parent = self
        childScreens.append(screen)
    }

    /// Removes a child from this container; it then reports its removal.
    ///
    /// - Parameter screen: One of ``childScreens``.
    public func removeChildScreen(_ screen: TestScreen) {
        childScreens.removeAll { $0 === screen }
        screen.parent = nil
        screen.didLeaveHierarchy()
    }

    // MARK: IScreen

    /// The presented screen.
    public var presentedScreen: (any IScreen)? { presented }

    /// The child the user sees: a custom container's `visibleScreen`, or `nil` for a leaf. Containers override.
    open var visibleChildScreen: (any IScreen)? {
        (self as? any IScreenContainer)?.visibleScreen as? any IScreen
    }

    /// Whether this is an alert; ``TestAlert`` overrides.
    open var isAlert: Bool { false }

    /// Whether the screen is reachable from its window's root through presented screens and the visible child
    /// of each container (a screen under another in a stack, or in an unselected tab, is not).
    public var isInWindowHierarchy: Bool {
        if hostingWindow != nil {
            return true
        }
        if let parent {
            return parent.isInWindowHierarchy && parent.visibleChildScreen === self
        }
        if let presenting {
            return presenting.isInWindowHierarchy
        }
        return false
    }

    /// Whether a presentation, dismissal or (for a stack) push or pop of this screen is running.
    public var isTransitioning: Bool {
        isBeingPresented || isBeingDismissed || isContainerTransitioning
    }

    /// Runs `body` when the running transition ends, or now.
    ///
    /// - Parameter body: What to run.
    public func afterTransition(_ body: @escaping @MainActor () -> Void) {
        if isTransitioning {
            transitionWaiters.append(body)
        } else {
            body()
        }
    }

    /// Presents `screen` (a ``TestScreen``) like UIKit: refused with a warning when this screen is not in the
    /// window hierarchy or already presents one.
    ///
    /// - Parameters:
    ///   - screen: The screen to present.
    ///   - animated: Whether the transition is animated (and so may be held by the window).
    ///   - completion: Called when the presentation has finished.
    public func presentScreen(_ screen: any IScreen, animated: Bool, completion: @escaping @MainActor () -> Void) {
        let screen = Self.cast(screen)
        guard let window, isInWindowHierarchy else {
            window?.warn("Attempt to present \(screen) on \(self) whose view is not in the window hierarchy")
            return
        }
        if let presented {
            window.warn("Attempt to present \(screen) on \(self) which is already presenting \(presented)")
            return
        }
        presented = screen
        screen.presenting = self
        screen.isBeingPresented = true
        window.runTransition("present \(screen) on \(self)", animated: animated) {
            screen.isBeingPresented = false
            screen.transitionEnded()
            completion()
        }
    }

    /// Dismisses the presented screen and everything above it; when this screen presents nothing, dismisses
    /// this screen from its presenter, as UIKit does.
    ///
    /// - Parameters:
    ///   - animated: Whether the transition is animated.
    ///   - completion: Called when the dismissal has finished.
    public func dismissPresentedScreen(animated: Bool, completion: @escaping @MainActor () -> Void) {
        guard let target = presented else {
            if let presenting {
                presenting.dismissPresentedScreen(animated: animated, completion: completion)
            } else {
                window?.warn("Attempt to dismiss from \(self), which presents nothing and is not presented")
                completion()
            }
            return
        }
        let window = self.window
        var chain: [TestScreen] = []
        var next: TestScreen? = target
        while let screen = next {
            chain.append(screen)
            screen.isBeingDismissed = true
            next = screen.presented
        }
        let finish = { [self] in
            presented = nil
            target.presenting = nil
            for screen in chain.reversed() {
                screen.isBeingDismissed = false
                screen.didLeaveHierarchy()
                screen.transitionEnded()
            }
            completion()
        }
        if let window {
            window.runTransition("dismiss \(target) from \(self)", animated: animated, finish: finish)
        } else {
            finish()
        }
    }

    /// Registers `handler` to run once when this screen leaves the hierarchy.
    ///
    /// - Parameter handler: What to run.
    public func onRemoval(_ handler: @escaping @MainActor () -> Void) {
        removalHandlers.append(handler)
    }

    // MARK: The user's gestures

    /// Dismisses this presented screen as the user's swipe-down would, bypassing the services.
    public func simulateInteractiveDismissal() {
        if presenting == nil { fatalError("\(self) is not presented") }
        presenting?.dismissPresentedScreen(animated: true) {}
    }

    // MARK: Internals shared with the containers

    static func cast(_ screen: any IScreen) -> TestScreen {
        guard let screen = screen as? TestScreen else {
            fatalError("a TestWindow hierarchy holds TestScreens only, not \(type(of: screen))")
        }
        return screen
    }

    func transitionEnded() {
        let waiters = transitionWaiters
        transitionWaiters = []
        for waiter in waiters {
            waiter()
        }
    }

    /// Reports the removal of this screen, the screens it presents and its children.
    func didLeaveHierarchy() {
        for child in childScreens {
            child.didLeaveHierarchy()
        }
        presented?.didLeaveHierarchy()
        let handlers = removalHandlers
        removalHandlers = []
        for handler in handlers {
            handler()
        }
    }

    /// Puts the children in the order of `screens`, which holds exactly the current children.
    func reorderChildren(as screens: [TestScreen]) {
        childScreens = screens
    }

    func detachChild(_ screen: TestScreen) {
        childScreens.removeAll { $0 === screen }
        screen.parent = nil
    }
}
