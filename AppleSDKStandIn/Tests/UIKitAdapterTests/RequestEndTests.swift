import HarborContainer
import HarborMVVM
import HarborNavigation
import Testing
import UIKit

@Suite("UIKit adapter: every request ends, a double tap is one screen")
@MainActor
struct RequestEndTests {
    @Test func aRouteThatSetsTheStackWithoutAnimationThenPresentsPresentsFromTheWindow() async throws {
        let orders = UINavigationController(rootViewController: HomeVC())
        let harness = Harness(root: orders, options: NavigationOptions(transitionTimeout: 2))
        let router: RouterService = harness.container.resolve()
        router.routes.schemes = ["myapp"]
        router.routes.register("/orders/:id/pick") { params throws(RouteError) in
            Destination(root: HomeVC.self)
                .push(DetailsVC.self, args: Order(id: try params.value("id", as: Int.self)))
                .push(SettingsVC.self)
                .present(PickerVC.self, args: 1)
        }

        try await router.openAndWait("myapp://orders/7/pick")

        #expect(orders.viewControllers.count == 3)
        #expect(harness.top is PickerVC)
        #expect(orders.topViewController?.presentedViewController is PickerVC)
    }

    @Test func aRouteWhoseStepUIKitRefusesFailsAfterTheTimeoutAndTheQueueGoesOn() async throws {
        let harness = Harness(root: GuardedVC(), options: NavigationOptions(transitionTimeout: 0.05))
        let router: RouterService = harness.container.resolve()
        router.routes.schemes = ["myapp"]
        router.routes.register("/settings") { _ throws(RouteError) in
            Destination(root: GuardedVC.self).present(SettingsVC.self)
        }

        await #expect(throws: RouteError.navigation(.transitionDidNotFinish(action: .open))) {
            try await router.openAndWait("myapp://settings")
        }
        harness.window.rootViewController = HomeVC()
        try await harness.presenter.presentAndWait(SettingsVC.self)
        #expect(harness.top is SettingsVC)
    }

    @Test func aSecondAnimatedPushOfTheSameScreenDuringTheFirstChangesNothing() async throws {
        let stack = UINavigationController(rootViewController: HomeVC())
        let harness = Harness(root: stack)
        var outcomes: [Result<Void, NavigationError>] = []

        harness.navigation.pushViewController(DetailsVC.self, args: Order(id: 7)) { outcomes.append($0) }
        harness.navigation.pushViewController(DetailsVC.self, args: Order(id: 7)) { outcomes.append($0) }
        let deadline = ContinuousClock.now + .seconds(10)  // fails instead of hanging
        while outcomes.count < 2, ContinuousClock.now < deadline {
            await Task.yield()
        }

        #expect(stack.viewControllers.count == 2)
        let duplicate = outcomes.first.flatMap { outcome -> NavigationError? in
            if case .failure(let error) = outcome { return error }
            return nil
        }
        #expect(duplicate == .duplicateRequest(typeName: "DetailsVC"))
    }

    @Test func aLogOutThatReplacesTheRootEndsAnAwaitedResultWithNil() async throws {
        let harness = Harness(root: HomeVC())
        var outcomes: [Result<Int?, NavigationError>] = []
        harness.presenter.presentForResult(PickerVC.self, args: 1) { outcomes.append($0) }
        let shown = ContinuousClock.now + .seconds(10)
        while !(harness.top is PickerVC), ContinuousClock.now < shown {
            await Task.yield()
        }

        harness.window.rootViewController = HomeVC()
        let deadline = ContinuousClock.now + .seconds(10)  // fails instead of hanging
        while outcomes.isEmpty, ContinuousClock.now < deadline {
            await Task.yield()
        }

        #expect(outcomes.count == 1)
        #expect(outcomes.first.map { try? $0.get() } == .some(.some(nil)))
    }
}
