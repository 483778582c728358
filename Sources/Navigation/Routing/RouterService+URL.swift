#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension RouterService {
    /// Opens `url` (a universal link, a custom-scheme URL handed to the scene) and returns at once.
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
    ///     contexts.forEach { router.open($0.url) }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - url: The link.
    ///   - animated: Whether the last transition animates; `true` by default.
    ///   - completion: Called once the destination shows, or with the failure; without one, a failure goes to
    ///     ``NavigationFailure/handler``.
    public func open(
        _ url: URL,
        animated: Bool = true,
        completion: (@MainActor (Result<Void, RouteError>) -> Void)? = nil
    ) {
        open(url.absoluteString, animated: animated, completion: completion)
    }

    /// Opens `url` and returns once the destination shows.
    ///
    /// ```swift
    /// try await router.openAndWait(URL(string: "myapp://orders/7")!)
    /// ```
    ///
    /// - Parameters:
    ///   - url: The link.
    ///   - animated: Whether the last transition animates; `true` by default.
    /// - Throws: ``RouteError``; nothing changed on screen then.
    public func openAndWait(_ url: URL, animated: Bool = true) async throws(RouteError) {
        try await openAndWait(url.absoluteString, animated: animated)
    }
}
