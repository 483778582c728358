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

    /// How long, in seconds, a request (a link's whole plan included) may take from the start of its turn, the
    /// wait for a running transition included, before it fails with
    /// ``NavigationError/transitionDidNotFinish(action:)`` and the next request runs: UIKit never calls the
    /// completion of a presentation it refuses, and a transition coordinator may never complete. 5 seconds by
    /// default.
    public var transitionTimeout: Double

    /// Creates options.
    ///
    /// - Parameters:
    ///   - pushFallback: What a push does without a navigation stack.
    ///   - transitionTimeout: How long a request waits for its transition, in seconds.
    public init(pushFallback: PushFallback = .presentInNavigationStack, transitionTimeout: Double = 5) {
        self.pushFallback = pushFallback
        self.transitionTimeout = transitionTimeout
    }
}
