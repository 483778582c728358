import Dispatch

/// What only the stand-in has (not UIKit API): the run of main-queue turns, UIKit's logged warnings, and the system's
/// side of scenes, for the tests that drive Harbor's adapter.
@MainActor
public enum UIKitStandIn {
    /// What UIKit would have logged ("Attempt to present … whose view is not in the window hierarchy."), in order.
    public private(set) static var warnings: [String] = []

    private static var pendingTurns = 0

    /// Clears ``warnings``.
    public static func resetWarnings() {
        warnings = []
    }

    /// Returns once every transition started so far, and those they started, has finished: waits for the main-queue
    /// turns the simulated UIKit has scheduled.
    public static func settle() async {
        var rounds = 0
        while pendingTurns > 0 {
            rounds += 1
            precondition(rounds < 10_000, "UIKit stand-in: transitions keep scheduling turns")
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                DispatchQueue.main.async { continuation.resume() }
            }
        }
    }

    /// Suspends until `condition` holds, letting main-actor work and the simulated UIKit's main-queue turns run
    /// in between (the adapter tests' way to wait for a transition's outcome).
    ///
    /// - Parameter condition: What to wait for; checked after each turn.
    public static func waitUntil(_ condition: () -> Bool) async {
        var rounds = 0
        while !condition() {
            rounds += 1
            precondition(rounds < 100_000, "UIKit stand-in: the awaited condition never held")
            await settle()
            await Task.yield()
        }
    }

    /// Connects a new window scene in `state` (the system's side: an app cannot create scenes).
    ///
    /// - Parameters:
    ///   - state: Its activation state.
    ///   - identifier: Its session's `persistentIdentifier`.
    ///   - role: Its session's role: the app's own window by default, or an external display's.
    /// - Returns: The scene, also in `UIApplication.shared.connectedScenes`.
    public static func connectWindowScene(
        _ state: UIScene.ActivationState = .foregroundActive,
        identifier: String? = nil,
        role: UISceneSession.Role = .windowApplication
    ) -> UIWindowScene {
        let scene = UIWindowScene(
            standInSession: UISceneSession(
                standInIdentifier: identifier ?? "scene-\(UIApplication.shared.nextSceneNumber())", role: role)
        )
        scene.activationState = state
        UIApplication.shared.connectedScenes.insert(scene)
        return scene
    }

    /// Moves `scene` to `state` (the system's side).
    public static func setActivationState(_ state: UIScene.ActivationState, of scene: UIScene) {
        scene.activationState = state
    }

    /// Disconnects every scene (between tests).
    public static func disconnectAllScenes() {
        UIApplication.shared.connectedScenes = []
    }

    /// The user's interactive back swipe on `navigation`: pops its top view controller, or, when `completes` is
    /// `false`, lets go halfway so that nothing is popped and no `viewDidDisappear(_:)` is sent.
    public static func interactivePop(_ navigation: UINavigationController, completes: Bool = true) {
        navigation.standInInteractivePop(completes: completes)
    }

    /// The user's swipe-down on a presented view controller, dismissing it (or, when `completes` is `false`, not).
    public static func interactiveDismiss(_ viewController: UIViewController, completes: Bool = true) {
        guard completes else {
            let coordinator = StandInTransitionCoordinator(
                animated: true, interactive: true, involving: [viewController])
            later { coordinator.finish(cancelled: true) }
            return
        }
        viewController.dismiss(animated: true)
    }

    /// Stops the process where UIKit raises an Objective-C exception, which ends an app: with the message the
    /// system logs for an uncaught one (`fatalError`, whose message optimized builds keep).
    static func raise(_ name: String, _ reason: String) -> Never {
        fatalError("*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'")
    }

    static func warn(_ message: String) {
        warnings.append(message)
    }

    /// Runs `body` on a later turn of the main queue, as UIKit finishes transitions.
    static func later(_ body: @escaping @MainActor () -> Void) {
        pendingTurns += 1
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                pendingTurns -= 1
                body()
            }
        }
    }
}
