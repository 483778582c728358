import HarborNavigation

/// Runs `body` and returns every navigation request made in it that failed with nobody to tell (no completion,
/// no awaiting caller), in order, instead of sending them to `NavigationFailure.handler`.
///
/// ```swift
/// @Test @MainActor func openingWithoutAWindowIsReported() async {
///     let container = Container()
///     let failures = await captureNavigationFailures {
///         let presenter: PresenterService = container.resolve()
///         presenter.present(OrderDetailsVC.self, args: Order(id: 7))
///     }
///     #expect(failures.map(\.error) == [.noWindow])
/// }
/// ```
///
/// It runs `body` under `NavigationFailure.withScopedHandler`, so tests running at
/// the same time are not affected. A request is attributed to the handler in effect when it was made: one made in
/// `body` that fails only after `body` returned is not in the result.
///
/// - Parameter body: The code that navigates.
/// - Returns: The failures, in the order they were reported.
/// - Throws: What `body` throws.
@MainActor
public func captureNavigationFailures(
    _ body: @MainActor () async throws -> Void
) async rethrows -> [NavigationFailure] {
    let captured = CapturedFailures()
    try await NavigationFailure.withScopedHandler({ captured.failures.append($0) }, operation: body)
    return captured.failures
}

/// Collects failures on the main actor, where every handler runs.
@MainActor
private final class CapturedFailures {
    var failures: [NavigationFailure] = []
}
