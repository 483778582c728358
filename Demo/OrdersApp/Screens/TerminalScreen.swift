import HarborNavigation

/// A screen of the terminal app: what `UIViewController` is to an iOS app.
///
/// It draws itself as lines of text, lists the keys it understands and handles the commands typed for it.
/// Like a view controller it can present another screen modally and sit inside a ``TerminalNavigationStack``.
/// It adopts Harbor's platform-free ``IScreen`` protocol, the one UIKit's view controllers adopt, so
/// `PresenterService` and `NavigationService` find the top screen and present or push on it with the same code
/// as on iOS. Terminal transitions are instantaneous: nothing is ever animating.
@MainActor
public class TerminalScreen: IInstantiableScreen {
    /// The screen this one presented modally, if any.
    public private(set) var presentedTerminalScreen: TerminalScreen?
    /// The screen that presented this one, while it is presented.
    public private(set) weak var presentingScreen: TerminalScreen?
    /// The navigation stack this screen is in, if any.
    public internal(set) weak var navigationStack: TerminalNavigationStack?
    /// The window this screen is the root of, if any.
    weak var window: TerminalWindow?

    private var removalHandlers: [@MainActor () -> Void] = []
    var hasAppeared = false

    /// Creates a screen that is not shown yet; Harbor's services create screens this way, then set their view
    /// model.
    public required init() {}

    /// The title shown in the screen's header and in the stack line.
    public var title: String { "Screen" }

    /// The screen's content, one string per line.
    public func body() -> [String] { [] }

    /// The keys this screen understands, shown under its content: `[("s", "change status"), …]`.
    public var keys: [(key: String, action: String)] { [] }

    /// Handles a command meant for this screen.
    ///
    /// - Parameter command: The command as typed, split into a verb and an optional number.
    /// - Returns: `true` if the screen understood it.
    public func handle(_ command: Command) async -> Bool { false }

    /// What to tell the user about a command this screen did not handle but nearly understood (`open` without a
    /// number), or `nil`.
    ///
    /// - Parameter command: The command ``handle(_:)`` returned `false` for.
    /// - Returns: The hint, without the leading `! `.
    public func hint(for command: Command) -> String? { nil }

    /// Runs before each step typed while this screen is on top; a screen clears the message of the previous step.
    public func stepWillBegin() {}

    /// Runs once, the first time the screen is drawn, and is awaited: what it loads is on screen at the first draw.
    public func screenWillAppear() async {}

    // MARK: IScreen

    /// The screen this one presents modally.
    public var presentedScreen: (any IScreen)? { presentedTerminalScreen }

    /// `nil`: a plain screen has no children (``TerminalNavigationStack`` overrides it).
    public var visibleChildScreen: (any IScreen)? { nil }

    /// Always `false`: a terminal dismissal is instantaneous.
    public var isBeingDismissed: Bool { false }

    /// Always `false`: the demo has no alerts.
    public var isAlert: Bool { false }

    /// Whether the window shows this screen: it is the window's root, or in a stack or presented by a screen that
    /// the window shows.
    public var isInWindowHierarchy: Bool {
        if window?.rootScreen === self { return true }
        if let navigationStack { return navigationStack.isInWindowHierarchy }
        return presentingScreen?.isInWindowHierarchy ?? false
    }

    /// Always `false`: terminal transitions are instantaneous.
    public var isTransitioning: Bool { false }

    /// Runs `body` right away, since no transition is ever running.
    ///
    /// - Parameter body: What to run.
    public func afterTransition(_ body: @escaping @MainActor () -> Void) {
        body()
    }

    /// Shows `screen` modally on top of this one.
    ///
    /// - Parameters:
    ///   - screen: A ``TerminalScreen``.
    ///   - animated: Ignored.
    ///   - completion: Called right away.
    public func presentScreen(_ screen: any IScreen, animated: Bool, completion: @escaping @MainActor () -> Void) {
        guard let screen = screen as? TerminalScreen else {
            preconditionFailure("A TerminalScreen can only present another TerminalScreen, not \(type(of: screen))")
        }
        presentedTerminalScreen = screen
        screen.presentingScreen = self
        completion()
    }

    /// Removes the presented screen and everything it presents.
    ///
    /// - Parameters:
    ///   - animated: Ignored.
    ///   - completion: Called right away.
    public func dismissPresentedScreen(animated: Bool, completion: @escaping @MainActor () -> Void) {
        if let presented = presentedTerminalScreen {
            presentedTerminalScreen = nil
            presented.presentingScreen = nil
            presented.wasRemoved()
        }
        completion()
    }

    /// Calls `handler` once when the screen is dismissed or popped.
    ///
    /// - Parameter handler: What to run.
    public func onRemoval(_ handler: @escaping @MainActor () -> Void) {
        removalHandlers.append(handler)
    }

    /// Tells this screen, and everything it presents or stacks, that it left the hierarchy.
    func wasRemoved() {
        presentedTerminalScreen?.wasRemoved()
        let handlers = removalHandlers
        removalHandlers = []
        for handler in handlers { handler() }
    }
}
