import HarborNavigation

/// A stack of screens, the newest on top: what `UINavigationController` is to an iOS app.
@MainActor
public final class TerminalNavigationStack: TerminalScreen, ISettableStackScreen {
    /// The screens in the stack, the root first.
    public private(set) var screens: [TerminalScreen] = []

    /// Creates an empty stack; Harbor's services use ``IScreenWindow/makeNavigationStack(root:)`` instead.
    public required init() {}

    /// Creates a stack that starts with `root`.
    ///
    /// - Parameter root: The first screen.
    public convenience init(root: TerminalScreen) {
        self.init()
        append(root)
    }

    /// The screen on top of the stack.
    public var topScreen: TerminalScreen? { screens.last }

    override public var title: String { topScreen?.title ?? "Navigation" }

    // MARK: INavigationStackScreen

    /// The stack, root first.
    public var stackScreens: [any IScreen] { screens }

    /// The top of the stack: the walk to the top screen continues there.
    override public var visibleChildScreen: (any IScreen)? { topScreen }

    /// Puts `screen` on top of the stack.
    ///
    /// - Parameters:
    ///   - screen: A ``TerminalScreen``.
    ///   - animated: Ignored.
    ///   - completion: Called right away.
    public func pushScreen(_ screen: any IScreen, animated: Bool, completion: @escaping @MainActor () -> Void) {
        guard let screen = screen as? TerminalScreen else {
            preconditionFailure("A TerminalNavigationStack can only push a TerminalScreen, not \(type(of: screen))")
        }
        append(screen)
        completion()
    }

    /// Removes every screen above `screen`.
    ///
    /// - Parameters:
    ///   - screen: A screen of the stack.
    ///   - animated: Ignored.
    ///   - completion: Called right away.
    public func popToScreen(_ screen: any IScreen, animated: Bool, completion: @escaping @MainActor () -> Void) {
        while let top = screens.last, top !== screen, screens.count > 1 {
            screens.removeLast()
            top.navigationStack = nil
            top.wasRemoved()
        }
        completion()
    }

    /// Replaces the stack with `screens`; the screens left out are removed.
    ///
    /// - Parameters:
    ///   - screens: ``TerminalScreen``s, root first.
    ///   - animated: Ignored.
    ///   - completion: Called right away.
    public func setStackScreens(
        _ screens: [any IScreen],
        animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        let newScreens = screens.map { screen in
            guard let screen = screen as? TerminalScreen else {
                preconditionFailure("A TerminalNavigationStack can only hold TerminalScreens, not \(type(of: screen))")
            }
            return screen
        }
        let removed = self.screens.filter { old in !newScreens.contains { $0 === old } }
        self.screens = []
        newScreens.forEach(append)
        for screen in removed.reversed() {
            screen.navigationStack = nil
            screen.wasRemoved()
        }
        completion()
    }

    override func wasRemoved() {
        for screen in screens.reversed() { screen.wasRemoved() }
        super.wasRemoved()
    }

    private func append(_ screen: TerminalScreen) {
        screen.navigationStack = self
        screens.append(screen)
    }
}
