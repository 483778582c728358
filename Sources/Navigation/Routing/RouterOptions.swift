/// How ``RouterService`` behaves; bind it in the container to change the defaults.
///
/// ```swift
/// container.bind(RouterOptions.self) { _ in RouterOptions(windowWaitLimit: 30) }
/// ```
public struct RouterOptions: Sendable, Equatable {
    /// How long, in seconds, a route opened before the bound ``IWindowProvider`` has a window with a root screen
    /// waits for one (a link that launched the app arrives before the first scene connects); then it fails with
    /// ``NavigationError/noWindow``. `0` fails at once. With no provider bound nothing is waited for: the route fails
    /// at once with ``NavigationError/noWindowProvider``. 10 seconds by default.
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
