/// An ``IWindowProvider`` that always answers the window it was given (held weakly).
///
/// ```swift
/// let provider = FixedWindowProvider(window)  // on the main actor, at launch; a UIWindow on UIKit
/// container.bind((any IWindowProvider).self) { _ in provider }
/// ```
@MainActor
public final class FixedWindowProvider: IWindowProvider {
    private let lookup: @MainActor () -> (any IScreenWindow)?

    /// Creates a provider of `window`.
    ///
    /// - Parameter window: The window; the provider does not keep it alive.
    public init(_ window: any IScreenWindow) {
        lookup = { [weak window] in window }
    }

    /// Creates a provider that answers what `lookup` finds (a platform window's node, held weakly by it).
    init(lookup: @escaping @MainActor () -> (any IScreenWindow)?) {
        self.lookup = lookup
    }

    /// The window, while it exists.
    public var window: (any IScreenWindow)? { lookup() }
}
