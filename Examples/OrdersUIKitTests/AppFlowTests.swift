import HarborContainer
import HarborMVVM
import HarborNavigation
import OrdersUIKit
import Testing
import UIKit

/// The app itself, its view controllers in a window: what a hosted iOS test target (or the simulator) runs, and
/// here through the Apple SDK stand-in; it uses nothing but UIKit's API, so it runs on both.
@Suite("Orders app, in a window")
@MainActor
struct AppFlowTests {
    @Test func openAnOrderAndChangeItsStatus() async throws {
        let container = OrdersApp.makeContainer()
        let window = UIWindow()
        OrdersApp.connect(window, container: container)
        let list = try #require((window.rootViewController as? UINavigationController)?.topViewController as? OrdersVC)
        #expect(list.title == "Orders (2)")

        list.didSelectRow(at: 0)
        await waitUntil { window.rootViewController?.presentedViewController is OrderDetailsVC }
        let details = try #require(window.rootViewController?.presentedViewController as? OrderDetailsVC)
        #expect(details.title == "Order #7 · shipped")

        details.didTapChangeStatus()
        let stack = try await presentedStack(on: details)
        let picker = try #require(stack.topViewController as? StatusPickerVC)
        picker.didSelect(.delivered)

        await waitUntil { details.title == "Order #7 · delivered" }
        #expect(details.presentedViewController == nil)
        #expect((container.resolve() as any IOrdersProvider).orders.first?.status == .delivered)
    }

    @Test func aLinkOfTheAppsSchemeShowsTheOrderAndAForeignLinkIsRefused() async throws {
        let container = OrdersApp.makeContainer()
        let window = UIWindow()
        OrdersApp.connect(window, container: container)
        let router: RouterService = container.resolve()

        await #expect(throws: RouteError.foreignLink("otherapp://orders/7")) {
            try await router.openAndWait("otherapp://orders/7")
        }
        #expect(window.rootViewController?.presentedViewController == nil)

        try await router.openAndWait("ordersapp://orders/7", animated: false)
        let details = try #require(window.rootViewController?.presentedViewController as? OrderDetailsVC)
        #expect(details.title == "Order #7 · shipped")
    }

    /// The navigation controller the picker was presented in (the details have no stack to push on).
    private func presentedStack(on details: UIViewController) async throws -> UINavigationController {
        await waitUntil { details.presentedViewController is UINavigationController }
        return try #require(details.presentedViewController as? UINavigationController)
    }
}
