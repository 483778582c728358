import HarborContainer
import HarborMVVM
import HarborNavigation
import Testing
import UIKit

/// Where the services present and push, in UIKit's containers.
@Suite("UIKit adapter: the top screen")
@MainActor
struct TopScreenTests {
    @Test func theMoreTabItselfPushesOnTheMoreNavigationController() async throws {
        let tabs = UITabBarController()
        tabs.viewControllers = (0..<6).map { _ in HomeVC() }
        let harness = Harness(root: tabs)
        tabs.standInSelectMoreTab()
        try await harness.navigation.pushViewControllerAndWait(DetailsVC.self, args: Order(id: 1))
        #expect(tabs.moreNavigationController.topViewController is DetailsVC)
    }

    @Test func aTwoColumnSplitViewPushesOnTheSecondaryColumn() async throws {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(HomeVC(), for: .primary)
        split.setViewController(HomeVC(), for: .secondary)
        let harness = Harness(root: split)
        try await harness.navigation.pushViewControllerAndWait(DetailsVC.self, args: Order(id: 1))
        let secondary = try #require(split.viewController(for: .secondary) as? UINavigationController)
        #expect(secondary.topViewController is DetailsVC)
    }

    @Test func aThreeColumnSplitViewPushesOnTheSecondaryColumn() async throws {
        let split = UISplitViewController(style: .tripleColumn)
        split.setViewController(HomeVC(), for: .primary)
        split.setViewController(HomeVC(), for: .supplementary)
        split.setViewController(HomeVC(), for: .secondary)
        let harness = Harness(root: split)
        try await harness.navigation.pushViewControllerAndWait(DetailsVC.self, args: Order(id: 1))
        let secondary = try #require(split.viewController(for: .secondary) as? UINavigationController)
        let supplementary = try #require(split.viewController(for: .supplementary) as? UINavigationController)
        #expect(secondary.topViewController is DetailsVC)
        #expect(supplementary.viewControllers.count == 1)
    }

    @Test func aCollapsedSplitViewPushesOnTheCompactColumnsNavigationController() async throws {
        let split = UISplitViewController(style: .doubleColumn)
        let compact = UINavigationController(rootViewController: HomeVC())
        split.setViewController(HomeVC(), for: .primary)
        split.setViewController(HomeVC(), for: .secondary)
        split.setViewController(compact, for: .compact)
        let harness = Harness(root: split)
        split.standInCollapse()
        try await harness.navigation.pushViewControllerAndWait(DetailsVC.self, args: Order(id: 1))
        #expect(compact.topViewController is DetailsVC)
    }

    /// UIKit does not wrap the compact column in a navigation controller: with a plain view controller there, there
    /// is no stack to push on, and the push falls back to presenting a new stack, as on any screen without one.
    @Test func aCollapsedSplitViewWithoutAStackInTheCompactColumnPresentsTheScreen() async throws {
        let split = UISplitViewController(style: .doubleColumn)
        let compact = HomeVC()
        split.setViewController(HomeVC(), for: .primary)
        split.setViewController(HomeVC(), for: .secondary)
        split.setViewController(compact, for: .compact)
        let harness = Harness(root: split)
        split.standInCollapse()
        #expect(split.viewController(for: .compact) === compact)
        try await harness.navigation.pushViewControllerAndWait(DetailsVC.self, args: Order(id: 1))
        let presented = try #require(compact.presentedViewController as? UINavigationController)
        #expect(presented.topViewController is DetailsVC)
    }

    @Test func systemNavigationControllersAndTheirSubclassesAreNeverPushTargets() async throws {
        for picker in [MFMailComposeViewController(), AppMailComposer(), UIVideoEditorController()] {
            let home = HomeVC()
            let harness = Harness(root: UINavigationController(rootViewController: home))
            home.present(picker, animated: false)
            await UIKitStandIn.settle()
            try await harness.navigation.pushViewControllerAndWait(DetailsVC.self, args: Order(id: 1))
            #expect(picker.viewControllers.count == 1, "\(type(of: picker))")
            #expect(picker.presentedViewController is UINavigationController, "\(type(of: picker))")
        }
    }

    @Test func aClassicSplitViewPushesOnTheDetail() async throws {
        let detail = UINavigationController(rootViewController: HomeVC())
        let split = UISplitViewController()
        split.viewControllers = [UINavigationController(rootViewController: HomeVC()), detail]
        let harness = Harness(root: split)
        try await harness.navigation.pushViewControllerAndWait(DetailsVC.self, args: Order(id: 1))
        #expect(detail.topViewController is DetailsVC)
    }

    @Test func theImagePickerIsNeverAPushTarget() async throws {
        let home = HomeVC()
        let harness = Harness(root: UINavigationController(rootViewController: home))
        let picker = UIImagePickerController()
        home.present(picker, animated: false)
        await UIKitStandIn.settle()

        try await harness.navigation.pushViewControllerAndWait(DetailsVC.self, args: Order(id: 1))
        #expect(picker.viewControllers.count == 1)
        // The push fell back to presenting the screen in a new navigation stack, above the picker.
        let presented = try #require(picker.presentedViewController as? UINavigationController)
        #expect(presented.topViewController is DetailsVC)
    }

    @Test func aCustomContainerNamesItsVisibleChild() async throws {
        let cards = CardsVC()
        let shown = UINavigationController(rootViewController: HomeVC())
        cards.addChild(UINavigationController(rootViewController: HomeVC()))
        cards.addChild(shown)
        let harness = Harness(root: cards)
        try await harness.navigation.pushViewControllerAndWait(DetailsVC.self, args: Order(id: 1))
        #expect(shown.topViewController is DetailsVC)
    }

    @Test func anAlertIsNeverPresentedOn() async throws {
        let home = HomeVC()
        let harness = Harness(root: home)
        home.present(UIAlertController(title: "Hi", message: nil, preferredStyle: .alert), animated: false)
        await UIKitStandIn.settle()
        await #expect(throws: NavigationError.blockedByAlert) {
            try await harness.presenter.presentAndWait(SettingsVC.self)
        }
    }
}

/// Stands for MessageUI's mail composer (`@interface MFMailComposeViewController : UINavigationController`), a
/// framework the stand-in does not have: Harbor matches it by name.
class MFMailComposeViewController: UINavigationController {
    required init() {
        super.init(rootViewController: UIViewController())
    }
}

/// An app's subclass of the mail composer.
final class AppMailComposer: MFMailComposeViewController {}

/// An app's own container, written as the ``IScreenContainer`` documentation shows.
final class CardsVC: UIViewController, IScreenContainer {
    var visibleScreen: AnyObject? { children.last }
}
