import HarborContainer
import SwiftUI
import Testing
import UIKit

@testable import HarborNavigation

/// The real services show SwiftUI views in `UIHostingController`s of the simulated UIKit, with no host bound.
@Suite("SwiftUI adapter: navigating with hosted views")
@MainActor
struct HostedNavigationTests {
    typealias Controller<V: View> = UIHostingController<HostedRoot<V>>

    @Test func presentShowsTheViewInAHostingControllerWithTheContainerInItsEnvironment() async throws {
        let harness = UIKitHarness(root: HomeVC())

        try await harness.presenter.presentAndWait(OrderDetailsView.self, args: Order(id: 7))

        let controller = try #require(harness.top as? Controller<OrderDetailsView>)
        #expect(controller.rootView.content.viewModel.order == Order(id: 7))
        StandInRenderer.render(controller.rootView)
        #expect(controller.rootView.content.viewModel.log.containers == [ObjectIdentifier(harness.container)])
    }

    @Test func theViewsButtonHandsTheValueBackAndClosesTheScreen() async throws {
        let harness = UIKitHarness(root: HomeVC())
        let picking = Task { try await harness.presenter.presentForResult(QuantityView.self, args: 1) }
        await UIKitStandIn.waitUntil { harness.top is Controller<QuantityView> }
        let controller = try #require(harness.top as? Controller<QuantityView>)

        let button = try #require(StandInRenderer.render(controller.rootView).first as? Button<Text>)
        button._standInTap()

        #expect(try await picking.value == 3)
        await UIKitStandIn.waitUntil { harness.top is HomeVC }
    }

    @Test func theUsersSwipeDownHandsBackNil() async throws {
        let harness = UIKitHarness(root: HomeVC())
        let picking = Task { try await harness.presenter.presentForResult(QuantityView.self, args: 1) }
        await UIKitStandIn.waitUntil { harness.top is Controller<QuantityView> }

        UIKitStandIn.interactiveDismiss(try #require(harness.top))

        #expect(try await picking.value == nil)
    }

    @Test func pushedHostedScreensMixWithViewControllersAndArePoppedToByViewType() async throws {
        let stack = UINavigationController(rootViewController: HomeVC())
        let harness = UIKitHarness(root: stack)

        try await harness.navigation.pushViewControllerAndWait(OrderDetailsView.self, args: Order(id: 1))
        var outcomes: [Result<Int?, NavigationError>] = []
        harness.navigation.pushViewControllerForResult(QuantityView.self, args: 2) { outcomes.append($0) }
        await UIKitStandIn.waitUntil { stack.viewControllers.count == 3 }

        try await harness.navigation.popToAndWait(OrderDetailsView.self)

        await UIKitStandIn.waitUntil { !outcomes.isEmpty }
        #expect(try outcomes.map { try $0.get() } == [nil])  // the picker was popped without a value
        #expect(stack.viewControllers.count == 2)
        #expect(stack.topViewController is Controller<OrderDetailsView>)
    }
}
