import HarborContainer
import HarborMVVM
import HarborNavigation
import Testing
import UIKit

/// The orders tab's root.
final class OrdersListVC: UIViewController {}

/// The profile tab's root.
final class ProfileVC: UIViewController {}

@Suite("UIKit adapter: deep links")
@MainActor
struct RoutingTests {
    @MainActor
    private struct App {
        let harness: Harness
        let tabs = UITabBarController()
        let orders = UINavigationController(rootViewController: OrdersListVC())
        let profile = UINavigationController(rootViewController: ProfileVC())
        let router: RouterService

        init(selectedTab: Int) {
            tabs.viewControllers = [orders, profile]
            tabs.selectedIndex = selectedTab
            harness = Harness(root: tabs)
            router = harness.container.resolve()
            router.routes.schemes = ["myapp"]
            router.routes.register("/orders/:id") { params throws(RouteError) in
                Destination(tab: OrdersListVC.self)
                    .push(DetailsVC.self, args: Order(id: try params.value("id", as: Int.self)))
            }
            router.routes.register("/orders/:id/settings") { params throws(RouteError) in
                Destination(tab: OrdersListVC.self)
                    .push(DetailsVC.self, args: Order(id: try params.value("id", as: Int.self)))
                    .push(SettingsVC.self)
            }
            router.routes.register("/profile") { _ throws(RouteError) in Destination(tab: ProfileVC.self) }
        }
    }

    @Test func aLinkSelectsTheTabOfUITabBarControllerAndPushes() async throws {
        let app = App(selectedTab: 1)

        try await app.router.openAndWait("myapp://orders/7")

        #expect(app.tabs.selectedIndex == 0)
        #expect(app.orders.viewControllers.count == 2)
        let details = try #require(app.orders.topViewController as? DetailsVC)
        #expect(details.viewModel?.order == Order(id: 7))
        #expect(app.harness.top === details)
    }

    @Test func theDifferenceIsSetWithSetViewControllers() async throws {
        let app = App(selectedTab: 0)
        try await app.router.openAndWait("myapp://orders/8/settings")
        let list = app.orders.viewControllers[0]

        try await app.router.openAndWait("myapp://orders/7/settings")

        #expect(app.orders.viewControllers.count == 3)
        #expect(app.orders.viewControllers[0] === list)
        #expect((app.orders.viewControllers[1] as? DetailsVC)?.viewModel?.order == Order(id: 7))
        #expect(app.orders.topViewController is SettingsVC)
    }

    @Test func aLinkToTheOtherTabKeepsThisTabsStack() async throws {
        let app = App(selectedTab: 0)
        try await app.router.openAndWait("myapp://orders/7")

        try await app.router.openAndWait("myapp://profile")

        #expect(app.tabs.selectedIndex == 1)
        #expect(app.orders.viewControllers.count == 2)
        #expect(app.harness.top is ProfileVC)
    }
}
