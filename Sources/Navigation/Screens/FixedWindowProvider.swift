/// An ``IWindowProvider`` that always answers the window it was given (held weakly).
///
/// It holds the window weakly on purpose: it is bound in the root container, which lives as long as the app,
/// while a window lives as long as its scene; a strong reference would keep a disconnected scene's window and
/// its screens alive. Keep the window yourself (the scene delegate does on iOS; in a test, a local variable).
/// Once the window is gone, a request fails with ``NavigationError/windowReleased(typeName:)``, which says so.
///
/// ```swift
/// let provider = FixedWindowProvider(window)  // on the main actor, at launch; a UIWindow on UIKit
/// container.bind((any IWindowProvider).self) { _ in provider }
/// ```
@MainActor
public final class FixedWindowProvider: IWindowProvider {
    private let lookup: @MainActor () -> (any IScreenWindow)?
    private let windowTypeName: String

    /// Creates a provider of `window`.
    ///
    /// - Parameter window: The window; the provider does not keep it alive.
    public convenience init(_ window: any IScreenWindow) {
        self.init(windowTypeName: String(describing: type(of: window))) { [weak window] in window }
    }

    /// Creates a provider that answers what `lookup` finds (a platform window's node, held weakly by it).
    init(windowTypeName: String, lookup: @escaping @MainActor () -> (any IScreenWindow)?) {
        self.windowTypeName = windowTypeName
        self.lookup = lookup
    }

    /// The window, while it exists.
    public var window: (any IScreenWindow)? { lookup() }

    /// The type of the window it was given, once that window is gone; `nil` while it exists.
    var releasedWindowTypeName: String? { window == nil ? windowTypeName : nil }
}
