import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

/// A container that reports as its visible child a screen that is in no window: whatever is presented on the top
/// screen is refused without a call back, as UIKit refuses a presentation from a view controller whose view is
/// not in the window.
private final class DetachedTopScreen: TestScreen, IScreenContainer {
    let stray = TestScreen(title: "stray")
    var visibleScreen: AnyObject? { stray }
}

@Suite("Every request ends: route plans and waits have a deadline")
@MainActor
struct RouteDeadlineTests {
    @Test func aRefusedStepInALinkFailsAfterTheTimeoutAndTheQueueGoesOn() async throws {
        let harness = Harness(root: DetachedTopScreen(), options: NavigationOptions(transitionTimeout: 0.05))
        let router: RouterService = harness.container.resolve()
        router.routes.schemes = ["harbor"]
        router.routes.register("/settings") { _ throws(RouteError) in
            Destination(root: DetachedTopScreen.self).present(SettingsScreen.self)
        }

        let link = Outcome<RouteError>()
        link.run { () throws(RouteError) in try await router.openAndWait("harbor://settings") }
        try await waitUntil { link.result != nil }

        #expect(link.error == .navigation(.transitionDidNotFinish(action: .open)))
        // The queue is not wedged: once the window shows a screen that accepts, the next request runs.
        harness.window.root = HomeScreen()
        let present = Outcome<NavigationError>()
        present.run { () throws(NavigationError) in try await harness.presenter.presentAndWait(SettingsScreen.self) }
        try await waitUntil { present.result != nil }
        #expect(present.error == nil)
        #expect(harness.window.topScreen is SettingsScreen)
    }

    @Test func aLinkWhoseLastTransitionNeverFinishesFailsOnceAfterTheTimeout() async throws {
        let app = RoutingHarness()
        app.container.bind(NavigationOptions.self) { _ in NavigationOptions(transitionTimeout: 0.05) }
        app.window.finishesTransitionsImmediately = false
        var outcomes: [RouteError?] = []

        app.router.open("harbor://orders/7/quantity") { outcomes.append($0.failure) }
        try await waitUntil { !outcomes.isEmpty }
        app.window.finishAllTransitions()  // the late completion is not reported again
        for _ in 0..<20 { await Task.yield() }

        #expect(outcomes == [.navigation(.transitionDidNotFinish(action: .open))])
    }

    @Test func aRequestWaitingForATransitionThatNeverEndsFailsAtItsDeadline() async throws {
        let harness = Harness(root: HomeScreen(), options: NavigationOptions(transitionTimeout: 0.05))
        harness.window.finishesTransitionsImmediately = false
        var outcomes: [NavigationError?] = []

        harness.presenter.present(SettingsScreen.self) { outcomes.append($0.failure) }  // held by the window
        harness.presenter.presentForResult(NamePickerScreen.self) { outcomes.append($0.failure) }  // waits for it
        try await waitUntil { outcomes.count == 2 }

        #expect(outcomes == [.transitionDidNotFinish(action: .present), .transitionDidNotFinish(action: .present)])
        #expect(harness.window.history == ["present SettingsScreen on HomeScreen"])  // the second never started
    }

    @Test func openAndWaitWithNoWindowProviderBoundFailsAtOnce() {
        let container = Container()
        let router: RouterService = container.resolve()
        registerAppRoutes(in: router.routes)
        var outcome: RouteError?

        router.open("harbor://orders/7") { outcome = $0.failure }

        #expect(outcome == .navigation(.noWindowProvider))  // reported before `open` returned, without waiting
    }

    @Test func aLinkStillWaitsForTheWindowOfABoundProvider() async throws {
        let container = Container()
        let window = TestWindow()
        container.bind((any IWindowProvider).self) { _ in window }
        let router: RouterService = container.resolve()
        registerAppRoutes(in: router.routes)
        var outcomes: [RouteError?] = []

        router.open("harbor://profile") { outcomes.append($0.failure) }
        #expect(outcomes.isEmpty)
        window.root = TestTabBar(
            tabs: [TestNavigationStack(root: OrdersScreen()), TestNavigationStack(root: ProfileScreen())],
            selectedIndex: 0)
        try await waitUntil { !outcomes.isEmpty }

        #expect(outcomes == [nil])
    }
}
