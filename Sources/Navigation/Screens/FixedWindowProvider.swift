/// An ``IWindowProvider`` that always answers the window it was given (held weakly).
///
/// It holds the window weakly on purpose: it is bound in the root container, which lives as long as the app,
/// while a window lives as long as its scene; a strong reference would keep a disconnected scene's window and
/// its screens alive. Keep the window yourself (the scene delegate does on iOS; in a test, a local variable).
/// Once the window is gone, a request fails with ``NavigationError/windowReleased(typeName:)``, which says so.
///
/// ```swift
/// let provider = FixedWindowProvider(window)  // on the main actor, at launch
/// container.bind((any IWindowProvider).self) { _ in provider }
/// ```
@MainActor
public final class FixedWindowProvider: IWindowProvider {
    private weak var fixedWindow: (any IScreenWindow)?
    private let windowTypeName: String

    /// Creates a provider of `window`.
    ///
    /// - Parameter window: The window; the provider does not keep it alive.
    public init(_ window: any IScreenWindow) {
        fixedWindow = window
        windowTypeName = String(describing: type(of: window))
    }

    /// The window, while it exists.
    public var window: (any IScreenWindow)? { fixedWindow }

    /// The type of the window it was given, once that window is gone; `nil` while it exists.
    var releasedWindowTypeName: String? { fixedWindow == nil ? windowTypeName : nil }
}
