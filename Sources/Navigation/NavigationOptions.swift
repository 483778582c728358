/// How the navigation services behave; bind it in the container to change the defaults.
///
/// ```swift
/// container.bind(NavigationOptions.self) { _ in NavigationOptions(pushFallback: .fail) }
/// ```
public struct NavigationOptions: Sendable, Equatable {
    /// What a push does when the top screen has no navigation stack.
    public enum PushFallback: Sendable, Equatable {
        /// Present the screen wrapped in a new navigation stack (the default).
        case presentInNavigationStack
        /// Fail with ``NavigationError/noNavigationStack``.
        case fail
    }

    /// What a push does when the top screen has no navigation stack.
    public var pushFallback: PushFallback

    /// Creates options.
    ///
    /// - Parameter pushFallback: What a push does without a navigation stack.
    public init(pushFallback: PushFallback = .presentInNavigationStack) {
        self.pushFallback = pushFallback
    }
}
