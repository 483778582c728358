import HarborContainer
import HarborMVVM
import HarborNavigation
import Testing
import UIKit

/// Results reach the caller however the screen leaves, including while it is not visible; a screen that is only
/// moved does not report.
@Suite("UIKit adapter: results")
@MainActor
struct ResultTests {
    typealias Outcome = Result<Int?, NavigationError>

    @Test func aPickedValueClosesThePresentedScreenAndReachesTheCaller() async throws {
        let harness = Harness(root: HomeVC())
        var outcomes: [Outcome] = []
        harness.presenter.presentForResult(PickerVC.self, args: 1) { outcomes.append($0) }
        await UIKitStandIn.waitUntil { harness.top is PickerVC }
        (harness.top as? PickerVC)?.viewModel?.pick(5)
        await UIKitStandIn.waitUntil { !outcomes.isEmpty }
        #expect(try outcomes.map { try $0.get() } == [5])
        #expect(harness.top is HomeVC)
    }

    @Test func aScreenPresentedFromAContainersChildClosesWithItsValue() async throws {
        let stack = UINavigationController(rootViewController: HomeVC())
        let harness = Harness(root: stack)
        var outcomes: [Outcome] = []
        harness.presenter.presentForResult(PickerVC.self, args: 1) { outcomes.append($0) }
        // UIKit has the navigation controller present (the top of the containment chain), for its child.
        await UIKitStandIn.waitUntil { stack.presentedViewController is PickerVC }
        (stack.presentedViewController as? PickerVC)?.viewModel?.pick(6)
        await UIKitStandIn.waitUntil { !outcomes.isEmpty }
        #expect(try outcomes.map { try $0.get() } == [6])
        #expect(stack.presentedViewController == nil)
    }

    @Test func theUsersSwipeDownReportsNil() async throws {
        let harness = Harness(root: HomeVC())
        var outcomes: [Outcome] = []
        harness.presenter.presentForResult(PickerVC.self, args: 1) { outcomes.append($0) }
        await UIKitStandIn.waitUntil { harness.top is PickerVC }
        UIKitStandIn.interactiveDismiss(try #require(harness.top))
        await UIKitStandIn.waitUntil { !outcomes.isEmpty }
        #expect(try outcomes.map { try $0.get() } == [nil])
    }

    @Test func aCancelledSwipeReportsNothing() async throws {
        let harness = Harness(root: HomeVC())
        var outcomes: [Outcome] = []
        harness.presenter.presentForResult(PickerVC.self, args: 1) { outcomes.append($0) }
        await UIKitStandIn.waitUntil { harness.top is PickerVC }
        UIKitStandIn.interactiveDismiss(try #require(harness.top), completes: false)
        await UIKitStandIn.settle()
        #expect(outcomes.isEmpty)
        #expect(harness.top is PickerVC)
    }

    @Test func aPushedScreenPoppedToRootFromBelowWhileNotVisibleReportsNil() async throws {
        let stack = UINavigationController(rootViewController: HomeVC())
        let harness = Harness(root: stack)
        var outcomes: [Outcome] = []
        harness.navigation.pushViewControllerForResult(PickerVC.self, args: 1) { outcomes.append($0) }
        try await harness.navigation.pushViewControllerAndWait(DetailsVC.self, args: Order(id: 2))
        #expect(stack.viewControllers.count == 3)  // the picker is covered: it gets no viewDidDisappear on the pop

        stack.popToRootViewController(animated: true)
        await UIKitStandIn.waitUntil { !outcomes.isEmpty }
        #expect(try outcomes.map { try $0.get() } == [nil])
    }

    @Test func aPushedScreenRemovedBySetViewControllersFromBelowReportsNil() async throws {
        let stack = UINavigationController(rootViewController: HomeVC())
        let harness = Harness(root: stack)
        var outcomes: [Outcome] = []
        harness.navigation.pushViewControllerForResult(PickerVC.self, args: 1) { outcomes.append($0) }
        try await harness.navigation.pushViewControllerAndWait(DetailsVC.self, args: Order(id: 2))

        stack.setViewControllers([HomeVC(), stack.viewControllers[2]], animated: false)
        await UIKitStandIn.waitUntil { !outcomes.isEmpty }
        #expect(try outcomes.map { try $0.get() } == [nil])
    }

    @Test func aPresentedChainDismissedFromBelowReportsForEveryScreen() async throws {
        let harness = Harness(root: HomeVC())
        var outcomes: [Outcome] = []
        harness.presenter.presentForResult(PickerVC.self, args: 1) { outcomes.append($0) }
        harness.presenter.presentForResult(PickerVC.self, args: 2) { outcomes.append($0) }
        await UIKitStandIn.waitUntil { harness.top?.presentingViewController is PickerVC }

        harness.window.rootViewController?.dismiss(animated: true)
        await UIKitStandIn.waitUntil { outcomes.count == 2 }
        #expect(try outcomes.map { try $0.get() } == [nil, nil])
    }

    @Test func closingByPopWithScreensAboveItReportsTheValue() async throws {
        let stack = UINavigationController(rootViewController: HomeVC())
        let harness = Harness(root: stack)
        var outcomes: [Outcome] = []
        harness.navigation.pushViewControllerForResult(PickerVC.self, args: 1) { outcomes.append($0) }
        try await harness.navigation.pushViewControllerAndWait(DetailsVC.self, args: Order(id: 2))
        let picker = try #require(stack.viewControllers[1] as? PickerVC)

        picker.viewModel?.pick(9)
        await UIKitStandIn.waitUntil { !outcomes.isEmpty }
        #expect(try outcomes.map { try $0.get() } == [9])
        #expect(stack.viewControllers.count == 1)
    }

    @Test func anAsyncCallerResumesWhenTheScreenLeavesFromBelow() async throws {
        let stack = UINavigationController(rootViewController: HomeVC())
        let harness = Harness(root: stack)
        async let value = harness.navigation.pushViewControllerForResult(PickerVC.self, args: 1)
        await UIKitStandIn.waitUntil { stack.viewControllers.count == 2 }
        try await harness.navigation.pushViewControllerAndWait(DetailsVC.self, args: Order(id: 2))
        stack.popToRootViewController(animated: false)
        #expect(try await value == nil)
    }

    @Test func aResultScreenThatIsAContainerReports() async throws {
        let harness = Harness(root: HomeVC())
        var outcomes: [Outcome] = []
        harness.presenter.presentForResult(PickerNavigationVC.self, args: 3) { outcomes.append($0) }
        await UIKitStandIn.waitUntil {
            harness.window.rootViewController?.presentedViewController is PickerNavigationVC
        }
        let picker = try #require(harness.window.rootViewController?.presentedViewController as? PickerNavigationVC)
        #expect(picker.children.isEmpty)

        picker.viewModel?.pick(4)
        await UIKitStandIn.waitUntil { !outcomes.isEmpty }
        #expect(try outcomes.map { try $0.get() } == [4])
    }

    @Test func theRemovalObserverAddsNoChildAndLoadsNoView() async throws {
        let stack = UINavigationController(rootViewController: HomeVC())
        let harness = Harness(root: stack)
        var outcomes: [Outcome] = []
        harness.navigation.pushViewControllerForResult(PickerVC.self, args: 1) { outcomes.append($0) }
        // The request has run: the picker is pushed and observed, its transition still running.
        let picker = try #require(stack.viewControllers.last as? PickerVC)
        #expect(picker.children.isEmpty)
        #expect(!picker.isViewLoaded && picker.loads == 0)

        await UIKitStandIn.settle()
        #expect(picker.loads == 1)  // loaded by UIKit when it appeared, once
        #expect(picker.children.isEmpty)
    }
}
