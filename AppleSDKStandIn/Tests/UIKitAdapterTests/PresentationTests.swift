import HarborContainer
import HarborMVVM
import HarborNavigation
import Testing
import UIKit

@Suite("UIKit adapter: presenting and pushing")
@MainActor
struct PresentationTests {
    @Test func presentsAViewControllerWithItsViewModel() async throws {
        let harness = Harness(root: UINavigationController(rootViewController: HomeVC()))
        try await harness.presenter.presentAndWait(DetailsVC.self, args: Order(id: 7))
        let details = try #require(harness.top as? DetailsVC)
        #expect(details.viewModel?.order == Order(id: 7))
        #expect(details.viewIfLoaded?.window === harness.window)
    }

    @Test func pushesOnTheVisibleNavigationController() async throws {
        let navigationController = UINavigationController(rootViewController: HomeVC())
        let harness = Harness(root: navigationController)
        try await harness.navigation.pushViewControllerAndWait(DetailsVC.self, args: Order(id: 1))
        #expect(navigationController.viewControllers.count == 2)
        #expect(navigationController.topViewController is DetailsVC)
    }

    @Test func aNonAnimatedPushFollowedByAPresentWorks() async throws {
        let navigationController = UINavigationController(rootViewController: HomeVC())
        let harness = Harness(root: navigationController)
        try await harness.navigation.pushViewControllerAndWait(DetailsVC.self, args: Order(id: 1), animated: false)
        try await harness.presenter.presentAndWait(SettingsVC.self, animated: false)
        #expect(harness.top is SettingsVC)
        #expect(navigationController.topViewController?.presentedViewController is SettingsVC)
    }

    @Test func aRefusedPresentationReportsAnErrorAndLaterRequestsRun() async throws {
        let guarded = GuardedVC()
        let harness = Harness(root: guarded, options: NavigationOptions(transitionTimeout: 0.05))
        await #expect(throws: NavigationError.transitionDidNotFinish(action: .present)) {
            try await harness.presenter.presentAndWait(SettingsVC.self)
        }
        harness.window.rootViewController = HomeVC()
        try await harness.presenter.presentAndWait(SettingsVC.self)
        #expect(harness.top is SettingsVC)
    }

    @Test func aRequestMadeDuringATransitionWaitsForIt() async throws {
        let harness = Harness(root: UINavigationController(rootViewController: HomeVC()))
        var order: [String] = []
        harness.presenter.present(DetailsVC.self, args: Order(id: 1)) { _ in order.append("details") }
        harness.presenter.present(SettingsVC.self) { _ in order.append("settings") }
        await UIKitStandIn.waitUntil { order.count == 2 }
        #expect(order == ["details", "settings"])
        #expect(harness.top is SettingsVC)
        #expect(harness.top?.presentingViewController is DetailsVC)
    }

    @Test func dismissesThroughTheServices() async throws {
        let harness = Harness(root: HomeVC())
        try await harness.presenter.presentAndWait(SettingsVC.self)
        try await harness.presenter.dismissAndWait()
        #expect(harness.top is HomeVC)
    }

    @Test func anAppsOwnMembersWithHarborsNamesDoNotClash() async throws {
        let mine = ClashingVC()
        let harness = Harness(root: mine)
        try await harness.presenter.presentAndWait(SettingsVC.self)
        #expect(mine.isAlert == "mine" && mine.presentedScreen == 42 && mine.screenID == "my id")
        #expect(mine.onRemoval(3) == 3 && mine.afterTransition() == "mine" && mine.visibleChildScreen == "mine")
        #expect(mine.presentedViewController is SettingsVC)
    }
}
