/// How ``RouterService`` behaves; bind it in the container to change the defaults.
///
/// ```swift
/// container.bind(RouterOptions.self) { _ in RouterOptions(windowWaitLimit: 30) }
/// ```
public struct RouterOptions: Sendable, Equatable {
    /// How long, in seconds, a route opened before a window with a root screen exists waits for one (a link that
    /// launched the app arrives before the first scene connects); then it fails with ``NavigationError/noWindow``,
    /// or ``NavigationError/noWindowProvider`` when no `IWindowProvider` is bound. `0` fails at once. 10 seconds by
    /// default.
    public var windowWaitLimit: Double

    /// How often, in seconds, a waiting route looks for the window again. 0.05 by default.
    public var windowPollInterval: Double

    /// Creates options.
    ///
    /// - Parameters:
    ///   - windowWaitLimit: How long a route waits for a window, in seconds.
    ///   - windowPollInterval: How often it looks again, in seconds.
    public init(windowWaitLimit: Double = 10, windowPollInterval: Double = 0.05) {
        self.windowWaitLimit = windowWaitLimit
        self.windowPollInterval = windowPollInterval
    }
}
