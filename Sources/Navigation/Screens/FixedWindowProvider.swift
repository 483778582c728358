/// An ``IWindowProvider`` that always answers the window it was given (held weakly).
///
/// ```swift
/// let provider = FixedWindowProvider(window)  // on the main actor, at launch
/// container.bind((any IWindowProvider).self) { _ in provider }
/// ```
@MainActor
public final class FixedWindowProvider: IWindowProvider {
    private weak var fixedWindow: (any IScreenWindow)?

    /// Creates a provider of `window`.
    ///
    /// - Parameter window: The window; the provider does not keep it alive.
    public init(_ window: any IScreenWindow) {
        fixedWindow = window
    }

    /// The window, while it exists.
    public var window: (any IScreenWindow)? { fixedWindow }
}
