import HarborNavigation

/// An in-memory navigation stack (a `UINavigationController` for tests): pushes and pops with transitions the
/// ``TestWindow`` can hold, and a simulated back gesture.
///
/// ```swift
/// let stack = TestNavigationStack(root: OrdersScreen())
/// let window = TestWindow(root: stack)
/// ```
@MainActor
public final class TestNavigationStack: TestScreen, ISettableStackScreen {
    /// Creates an empty stack.
    public required init() {
        super.init()
    }

    /// Creates a stack with `screens`, root first.
    ///
    /// - Parameter screens: The stack's screens.
    public init(screens: [TestScreen]) {
        super.init(title: "TestNavigationStack")
        screens.forEach(addChildScreen)
    }

    /// Creates a stack with one root screen.
    ///
    /// - Parameter root: The root screen.
    public convenience init(root: TestScreen) {
        self.init(screens: [root])
    }

    /// The stack, root first.
    public var screens: [TestScreen] { childScreens }

    /// The stack, as the services see it.
    public var stackScreens: [any IScreen] { childScreens }

    /// The top of the stack.
    override public var visibleChildScreen: (any IScreen)? { childScreens.last }

    /// Pushes `screen` (a ``TestScreen``).
    ///
    /// - Parameters:
    ///   - screen: The screen to push.
    ///   - animated: Whether the transition is animated.
    ///   - completion: Called when the push has finished.
    public func pushScreen(_ screen: any IScreen, animated: Bool, completion: @escaping @MainActor () -> Void) {
        let screen = Self.cast(screen)
        addChildScreen(screen)
        runStackTransition("push \(screen) on \(self)", animated: animated, completion: completion)
    }

    /// Pops the screens above `screen`; they report their removal when the transition finishes.
    ///
    /// - Parameters:
    ///   - screen: One of ``screens``.
    ///   - animated: Whether the transition is animated.
    ///   - completion: Called when the pop has finished.
    public func popToScreen(_ screen: any IScreen, animated: Bool, completion: @escaping @MainActor () -> Void) {
        guard let index = childScreens.firstIndex(where: { $0 === screen }) else {
            window?.warn("Tried to pop to \(screen), which is not in \(self)")
            completion()
            return
        }
        let removed = Array(childScreens[(index + 1)...])
        removed.forEach(detachChild)
        runStackTransition(
            "pop to \(childScreens[index]) in \(self)", animated: animated, removing: removed, completion: completion)
    }

    /// Replaces the stack with `screens` (``TestScreen``s) in one transition, recorded as
    /// `set [OrdersScreen, OrderDetailsScreen] on TestNavigationStack`; screens that are not kept report their
    /// removal when it finishes.
    ///
    /// - Parameters:
    ///   - screens: The new stack, root first.
    ///   - animated: Whether the transition is animated.
    ///   - completion: Called when the transition has finished.
    public func setStackScreens(
        _ screens: [any IScreen],
        animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        let screens = screens.map(Self.cast)
        let removed = childScreens.filter { old in !screens.contains { $0 === old } }
        removed.forEach(detachChild)
        for screen in screens where screen.parent !== self {
            addChildScreen(screen)
        }
        reorderChildren(as: screens)
        let label = "set [\(screens.map(\.title).joined(separator: ", "))] on \(self)"
        runStackTransition(label, animated: animated, removing: removed, completion: completion)
    }

    /// Pops the top screen as the user's back gesture would, bypassing the services.
    public func simulateBackGesture() {
        if childScreens.count <= 1 { fatalError("nothing to go back to in \(self)") }
        popToScreen(childScreens[childScreens.count - 2], animated: true) {}
    }

    private func runStackTransition(
        _ label: String,
        animated: Bool,
        removing removed: [TestScreen] = [],
        completion: @escaping @MainActor () -> Void
    ) {
        let finish = { [self] in
            isContainerTransitioning = false
            transitionEnded()
            for screen in removed {
                screen.didLeaveHierarchy()
            }
            completion()
        }
        guard let window else {
            finish()
            return
        }
        isContainerTransitioning = true
        window.runTransition(label, animated: animated, finish: finish)
    }
}
