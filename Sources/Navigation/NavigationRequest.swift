/// One navigation request, as the services hand it to ``PresenterService/perform(_:completion:)`` and
/// ``NavigationService/perform(_:completion:)``, the single point a test double overrides.
///
/// ```swift
/// #expect(presenter.requests.map(\.description) == ["present OrderDetailsScreen(args: Order #7)"])
/// ```
public struct NavigationRequest: CustomStringConvertible {
    /// What the request asks for.
    public enum Action: String, Sendable, Equatable, CustomStringConvertible {
        /// Present a new screen modally.
        case present
        /// Dismiss the topmost presented screen.
        case dismiss
        /// Dismiss everything presented above a screen of ``NavigationRequest/screenType``.
        case dismissTo = "dismiss(to:)"
        /// Push a new screen.
        case push
        /// Pop the top screen of the navigation stack.
        case pop
        /// Pop to the stack's root.
        case popToRoot
        /// Pop to the topmost screen of ``NavigationRequest/screenType`` in the stack.
        case popTo
        /// Open a link or typed route (``RouterService``; ``NavigationRequest/arguments`` is the route as text).
        /// Only a ``NavigationFailure`` carries such a request: the services never run one.
        case open

        /// The action's name as written in the services' API.
        public var description: String { rawValue }
    }

    /// What the request asks for.
    public let action: Action

    /// The screen to show (present, push) or to go back to (dismiss(to:), popTo); `nil` otherwise.
    public let screenType: Any.Type?

    /// The arguments for the new screen's view model (present, push); `nil` otherwise.
    public let arguments: Any?

    /// Whether the transition is animated.
    public let animated: Bool

    /// Whether the caller waits until the screen is gone, for the value it hands back (`presentForResult`,
    /// `pushViewControllerForResult`).
    public let expectsResult: Bool

    /// Whether this present or push runs even when an equal one is queued or in its transition; `false` unless it
    /// was made inside ``allowsDuplicates``' scope. An equal request is one for the same screen type with equal
    /// arguments (arguments that are not `Equatable`: of the same type), by the same action; a duplicate that is not
    /// allowed ends with ``NavigationError/duplicateRequest(typeName:)`` and changes nothing.
    public let allowsDuplicate: Bool

    /// Whether the present and push requests made in this task, in the scope of `withValue`, run even when an
    /// equal one is queued or in its transition (a double tap shows the screen once by default).
    ///
    /// ```swift
    /// NavigationRequest.$allowsDuplicates.withValue(true) {
    ///     presenter.present(NoteScreen.self, args: "saved")  // a second note on top of the first is meant
    /// }
    /// ```
    @TaskLocal public static var allowsDuplicates = false

    /// Builds the screen, of the window's family, with its view model resolved and assigned; `nil` for requests
    /// that show nothing.
    let prepare: (@MainActor (any IScreenWindow) throws(NavigationError) -> PreparedScreen)?

    /// Whether a screen matches ``screenType`` (for dismiss(to:) and popTo).
    let matches: (@MainActor (any IScreen) -> Bool)?

    init(
        action: Action,
        screenType: Any.Type? = nil,
        arguments: Any? = nil,
        animated: Bool,
        expectsResult: Bool = false,
        prepare: (@MainActor (any IScreenWindow) throws(NavigationError) -> PreparedScreen)? = nil,
        matches: (@MainActor (any IScreen) -> Bool)? = nil
    ) {
        self.action = action
        self.screenType = screenType
        self.arguments = arguments
        self.animated = animated
        self.expectsResult = expectsResult
        self.allowsDuplicate = Self.allowsDuplicates
        self.prepare = prepare
        self.matches = matches
    }

    /// Whether this present or push shows what `other` shows: the same action on the same screen type, with equal
    /// arguments (or, when they are not `Equatable`, arguments of the same type). A duplicate of one queued or in
    /// its transition changes nothing.
    func isDuplicate(of other: NavigationRequest) -> Bool {
        guard action == .present || action == .push, action == other.action, let screenType,
            screenType == other.screenType
        else { return false }
        guard let lhs = arguments, let rhs = other.arguments else {
            return arguments == nil && other.arguments == nil
        }
        if let lhs = lhs as? any Equatable {
            return lhs.isEqual(to: rhs)
        }
        return type(of: lhs) == type(of: rhs)
    }

    /// The arguments as `type`, or `nil` when there are none or they are of another type.
    ///
    /// - Parameter type: The expected arguments type.
    /// - Returns: The typed arguments.
    public func arguments<Arguments>(as type: Arguments.Type) -> Arguments? {
        arguments as? Arguments
    }

    /// For example `present OrderDetailsScreen(args: Order #7)`, `pop`, `popTo OrdersScreen`, `open myapp://orders/7`.
    public var description: String {
        var text = action.description
        if let screenType {
            text += " \(screenType)"
        }
        if action == .open, let arguments {
            text += " \(arguments)"
        } else if let arguments, !(arguments is Void) {
            text += "(args: \(arguments))"
        }
        if !animated {
            text += " (not animated)"
        }
        return text
    }
}

/// A new screen with its view model assigned, and the result it may hand back.
struct PreparedScreen {
    let screen: any IScreen
    let result: (any AnyScreenResult)?
}

extension Equatable {
    /// Whether `other` is a `Self` equal to this value.
    func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}
