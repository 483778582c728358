import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

/// A root screen that accepts nothing: like UIKit refusing a presentation, it never calls the completion.
@MainActor
private final class RefusingScreen: IScreen, IScreenWindow, IWindowProvider {
    var presentedScreen: (any IScreen)? { nil }
    var visibleChildScreen: (any IScreen)? { nil }
    var isBeingDismissed: Bool { false }
    var isAlert: Bool { false }
    var isInWindowHierarchy: Bool { true }
    var isTransitioning: Bool { false }
    private(set) var refused = 0
    func afterTransition(_ body: @escaping @MainActor () -> Void) { body() }
    func presentScreen(_ screen: any IScreen, animated: Bool, completion: @escaping @MainActor () -> Void) {
        refused += 1
    }
    func dismissPresentedScreen(animated: Bool, completion: @escaping @MainActor () -> Void) {}
    func onRemoval(_ handler: @escaping @MainActor () -> Void) {}

    var rootScreen: (any IScreen)? { self }
    func makeNavigationStack(root screen: any IScreen) -> any INavigationStackScreen {
        preconditionFailure("not used")
    }
    var window: (any IScreenWindow)? { self }
}

@Suite("Every request ends")
@MainActor
struct RequestTimeoutTests {
    @Test func aRefusedPresentationFailsAfterTheTimeoutAndTheQueueGoesOn() async throws {
        let container = Container()
        let root = RefusingScreen()
        container.bind((any IWindowProvider).self) { _ in root }
        container.bind(NavigationOptions.self) { _ in NavigationOptions(transitionTimeout: 0.01) }
        let presenter: PresenterService = container.resolve()

        await #expect(throws: NavigationError.transitionDidNotFinish(action: .present)) {
            try await presenter.presentAndWait(SettingsScreen.self)
        }
        // The queue is not stalled: the next request runs (and is refused the same way).
        await #expect(throws: NavigationError.transitionDidNotFinish(action: .present)) {
            try await presenter.presentAndWait(SettingsScreen.self)
        }
        #expect(root.refused == 2)
    }

    @Test func aFinishedTransitionIsNotReportedTwice() async throws {
        let harness = Harness(root: HomeScreen(), options: NavigationOptions(transitionTimeout: 0))
        var outcomes: [Result<Void, NavigationError>] = []
        harness.presenter.present(SettingsScreen.self) { outcomes.append($0) }
        for _ in 0..<20 {
            await Task.yield()  // lets the (cancelled) timeout run, if it were still pending
        }
        #expect(outcomes.count == 1)
        #expect((try? outcomes.first?.get()) != nil)
    }
}
