import HarborNavigation

/// The terminal's one window: what `UIWindow` is to an iOS app. Harbor's navigation services start their search
/// for the top screen at its ``rootScreen``.
@MainActor
public final class TerminalWindow: IScreenWindow {
    /// The screen at the root of the hierarchy, usually a ``TerminalNavigationStack``.
    public var rootTerminalScreen: TerminalScreen? {
        didSet {
            oldValue?.window = nil
            rootTerminalScreen?.window = self
        }
    }

    /// Creates a window without a root screen.
    public init() {}

    /// The root screen.
    public var rootScreen: (any IScreen)? { rootTerminalScreen }

    /// Makes a stack for a push when no stack is on screen.
    ///
    /// - Parameter screen: A ``TerminalScreen``.
    /// - Returns: A ``TerminalNavigationStack`` with `screen` as its root.
    public func makeNavigationStack(root screen: any IScreen) -> any INavigationStackScreen {
        guard let screen = screen as? TerminalScreen else {
            preconditionFailure("A TerminalWindow can only stack a TerminalScreen, not \(type(of: screen))")
        }
        return TerminalNavigationStack(root: screen)
    }
}
