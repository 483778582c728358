import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

@Suite("Requests that wait when the container goes end with a typed error")
@MainActor
struct ContainerReleaseTests {
    @Test func requestsQueuedWhenTheContainerIsReleasedEndWithContainerReleased() async throws {
        let window = TestWindow(root: HomeScreen())
        window.finishesTransitionsImmediately = false
        var outcomes: [NavigationError?] = []
        do {
            let container = Container()
            container.bind((any IWindowProvider).self) { _ in window }
            let presenter: PresenterService = container.resolve()
            presenter.present(SettingsScreen.self) { outcomes.append($0.failure) }  // held by the window
            presenter.present(OrderDetailsScreen.self, args: Order(id: 7)) { outcomes.append($0.failure) }
        }

        window.finishAllTransitions()
        try await waitUntil { outcomes.count == 2 }

        #expect(outcomes == [nil, .containerReleased])
    }

    @Test func aCallerAwaitingWhenTheContainerGoesGetsContainerReleasedInsteadOfACrash() async {
        await #expect(processExitsWith: .success) {
            let error = await ContainerReleaseScenario.awaitPresentWhileTheContainerGoes()
            precondition(error == .containerReleased, "ended with \(String(describing: error))")
        }
    }

    @Test func aRequestMadeThroughAServiceKeptAfterItsContainerWentEndsWithContainerReleased() async {
        await #expect(processExitsWith: .success) {
            let errors = await ContainerReleaseScenario.navigateThroughServicesKeptAfterTheContainerWent()
            precondition(errors == [.containerReleased, .containerReleased], "ended with \(errors)")
        }
    }

    @Test func aLinkWaitingForAWindowWhenTheContainerGoesEndsWithContainerReleased() async throws {
        let window = TestWindow()  // bound, but no root screen yet: links wait for one
        var outcomes: [RouteError?] = []
        do {
            let container = Container()
            container.bind((any IWindowProvider).self) { _ in window }
            let router: RouterService = container.resolve()
            registerAppRoutes(in: router.routes)
            router.open("harbor://orders/7") { outcomes.append($0.failure) }
        }

        try await waitUntil { !outcomes.isEmpty }

        #expect(outcomes == [.navigation(.containerReleased)])
    }

    @Test func aLinkWaitingForAWindowWithNoCompletionReportsToTheFailureHandler() async throws {
        let window = TestWindow()
        let failures = Failures()
        let handler: NavigationFailure.Handler = { failures.list.append($0) }
        try await NavigationFailure.withScopedHandler(handler) {
            do {
                let container = Container()
                container.bind((any IWindowProvider).self) { _ in window }
                let router: RouterService = container.resolve()
                registerAppRoutes(in: router.routes)
                router.open("harbor://orders/7", completion: nil)
            }
            try await waitUntil { !failures.list.isEmpty }
        }

        #expect(failures.list.map(\.error) == [.containerReleased])
    }
}

/// The failures a scoped handler received.
@MainActor
private final class Failures {
    var list: [NavigationFailure] = []
}

/// Runs in a child process: a crash there fails the test instead of the test run.
@MainActor
enum ContainerReleaseScenario {
    /// Awaits a present queued behind a transition the window holds, releases the container meanwhile, then lets
    /// the transition finish.
    static func awaitPresentWhileTheContainerGoes() async -> NavigationError? {
        let window = TestWindow(root: HomeScreen())
        window.finishesTransitionsImmediately = false
        var container: Container? = Container()
        container?.bind((any IWindowProvider).self) { _ in window }
        let presenter: PresenterService? = container?.resolve()
        presenter?.present(SettingsScreen.self, completion: nil)  // held by the window
        let awaited = Outcome<NavigationError>()
        awaited.run { [presenter] () throws(NavigationError) in
            try await presenter?.presentAndWait(OrderDetailsScreen.self, args: Order(id: 7))
        }
        await Task.yield()
        container = nil
        window.finishAllTransitions()
        while awaited.result == nil {
            await Task.yield()
        }
        return awaited.error
    }

    /// Keeps both services, releases their container, then navigates through them.
    static func navigateThroughServicesKeptAfterTheContainerWent() async -> [NavigationError?] {
        let window = TestWindow(root: TestNavigationStack(root: OrdersScreen()))
        var container: Container? = Container()
        container?.bind((any IWindowProvider).self) { _ in window }
        let presenter: PresenterService? = container?.resolve()
        let navigation: NavigationService? = container?.resolve()
        container = nil
        var errors: [NavigationError?] = []
        presenter?.present(SettingsScreen.self) { errors.append($0.failure) }
        navigation?.pushViewController(OrderDetailsScreen.self, args: Order(id: 7)) { errors.append($0.failure) }
        return errors
    }
}
