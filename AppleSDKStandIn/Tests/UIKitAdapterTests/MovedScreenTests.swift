import HarborContainer
import HarborMVVM
import HarborNavigation
import Testing
import UIKit

/// A screen that UIKit moves (split view collapse and expand, a page turned away and kept, a tab re-parented into
/// "More") has not left: it reports nothing until it really goes.
@Suite("UIKit adapter: moved screens do not report")
@MainActor
struct MovedScreenTests {
    typealias Outcome = Result<Int?, NavigationError>

    @Test func splitViewCollapseAndExpand() async throws {
        let detail = UINavigationController(rootViewController: HomeVC())
        let split = UISplitViewController()
        split.viewControllers = [UINavigationController(rootViewController: HomeVC()), detail]
        let harness = Harness(root: split)
        var outcomes: [Outcome] = []
        harness.navigation.pushViewControllerForResult(PickerVC.self, args: 1) { outcomes.append($0) }
        await UIKitStandIn.waitUntil { detail.topViewController is PickerVC }

        split.standInCollapse()
        await UIKitStandIn.settle()
        split.standInExpand()
        await UIKitStandIn.settle()
        #expect(outcomes.isEmpty)
        #expect(detail.topViewController is PickerVC)

        (detail.topViewController as? PickerVC)?.viewModel?.pick(2)
        await UIKitStandIn.waitUntil { !outcomes.isEmpty }
        #expect(try outcomes.map { try $0.get() } == [2])
    }

    @Test func aPageTurnedAwayAndKept() async throws {
        // The app's data source keeps its pages: turning away from one only takes it out of `children`.
        let keptPage = UINavigationController(rootViewController: HomeVC())
        let pages = UIPageViewController()
        pages.setViewControllers([keptPage], direction: .forward, animated: false)
        let harness = Harness(root: pages)
        await UIKitStandIn.settle()
        var outcomes: [Outcome] = []
        harness.navigation.pushViewControllerForResult(PickerVC.self, args: 1) { outcomes.append($0) }
        await UIKitStandIn.waitUntil { keptPage.topViewController is PickerVC }

        pages.setViewControllers([HomeVC()], direction: .forward, animated: true)
        await UIKitStandIn.settle()
        #expect(keptPage.parent == nil)
        pages.setViewControllers([keptPage], direction: .reverse, animated: true)
        await UIKitStandIn.settle()
        #expect(outcomes.isEmpty)

        (keptPage.topViewController as? PickerVC)?.viewModel?.pick(3)
        await UIKitStandIn.waitUntil { !outcomes.isEmpty }
        #expect(try outcomes.map { try $0.get() } == [3])
    }

    @Test func aTabReparentedIntoMore() async throws {
        let tabs = UITabBarController()
        let sixth = HomeVC()
        tabs.viewControllers = (0..<5).map { _ in UIViewController() } + [sixth]
        let harness = Harness(root: tabs)
        tabs.selectedViewController = sixth
        var outcomes: [Outcome] = []
        // In "More", the sixth tab is shown pushed on the More navigation controller: pushes go there.
        harness.navigation.pushViewControllerForResult(PickerVC.self, args: 1) { outcomes.append($0) }
        await UIKitStandIn.waitUntil { tabs.moreNavigationController.topViewController is PickerVC }

        tabs.selectedIndex = 0  // the More stack keeps the sixth tab and the picker while another tab is shown
        await UIKitStandIn.settle()
        tabs.selectedViewController = sixth
        await UIKitStandIn.settle()
        #expect(outcomes.isEmpty)
        #expect(tabs.moreNavigationController.topViewController is PickerVC)
    }
}
