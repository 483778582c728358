import HarborContainer
import HarborMVVM
import HarborNavigation
import Testing
import UIKit

/// UIKit raises an Objective-C exception (the app stops) for three stack operations; the stand-in stops the process
/// with UIKit's message there, and Harbor refuses each with a ``NavigationError`` before UIKit is asked. Each case
/// runs in a child process with a deadline: a regression stops that process, not the test run.
@Suite("UIKit adapter: what UIKit raises for")
struct StackGuardTests {
    // MARK: The stand-in stops where UIKit raises

    @Test func pushingANavigationControllerStopsTheProcess() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            armChildDeadline()
            await MainActor.run {
                let navigation = UINavigationController(rootViewController: HomeVC())
                navigation.pushViewController(UINavigationController(), animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Pushing a navigation controller is not supported"))
    }

    @Test func pushingAControllerAlreadyInTheStackStopsTheProcess() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            armChildDeadline()
            await MainActor.run {
                let home = HomeVC()
                let navigation = UINavigationController(rootViewController: home)
                navigation.pushViewController(home, animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Pushing the same view controller instance more than once is not supported"))
    }

    @Test func poppingToAControllerNotInTheStackStopsTheProcess() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            armChildDeadline()
            await MainActor.run {
                let navigation = UINavigationController(rootViewController: HomeVC())
                _ = navigation.popToViewController(HomeVC(), animated: false)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("Tried to pop to a view controller that doesn't exist."))
    }

    // MARK: Harbor refuses first

    @Test func aScreenTypeThatIsANavigationControllerIsNotPushed() async {
        await #expect(processExitsWith: .success) {
            armChildDeadline()
            await StackGuardScenarios.pushANavigationController()
        }
    }

    @Test func aScreenTypeThatIsANavigationControllerIsNotWrappedInANewStack() async {
        await #expect(processExitsWith: .success) {
            armChildDeadline()
            await StackGuardScenarios.pushANavigationControllerWithoutAStack()
        }
    }

    @Test func aRouteDoesNotPushANavigationController() async {
        await #expect(processExitsWith: .success) {
            armChildDeadline()
            await StackGuardScenarios.routeToANavigationController()
        }
    }

    @Test func aRouteDoesNotPopToAControllerThatLeftTheStack() async {
        await #expect(processExitsWith: .success) {
            armChildDeadline()
            await StackGuardScenarios.popToAControllerThatLeft()
        }
    }
}

/// The scenarios, run in child processes; each ends normally only when Harbor refused with the expected error.
@MainActor
enum StackGuardScenarios {
    static func pushANavigationController() async {
        let navigation = UINavigationController(rootViewController: HomeVC())
        let harness = Harness(root: navigation)
        await #expect(throws: NavigationError.cannotPushNavigationStack(typeName: "PickerNavigationVC")) {
            try await harness.navigation.pushViewControllerAndWait(PickerNavigationVC.self, args: 1)
        }
        #expect(navigation.viewControllers.count == 1)
    }

    static func pushANavigationControllerWithoutAStack() async {
        let home = HomeVC()
        let harness = Harness(root: home)
        await #expect(throws: NavigationError.cannotPushNavigationStack(typeName: "PickerNavigationVC")) {
            try await harness.navigation.pushViewControllerAndWait(PickerNavigationVC.self, args: 1)
        }
        #expect(home.presentedViewController == nil)
    }

    static func routeToANavigationController() async {
        let home = HomeVC()
        let navigation = UINavigationController(rootViewController: home)
        let harness = Harness(root: navigation)
        let router: RouterService = harness.container.resolve()

        await #expect(throws: RouteError.navigation(.cannotPushNavigationStack(typeName: "PickerNavigationVC"))) {
            try await router.openAndWait(ToPicker(presented: false))
        }
        await #expect(throws: RouteError.navigation(.cannotPushNavigationStack(typeName: "PickerNavigationVC"))) {
            try await router.openAndWait(ToPicker(presented: true))
        }
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.presentedViewController == nil)
    }

    static func popToAControllerThatLeft() async {
        let home = HomeVC()
        let navigation = RestackingNavigationController(rootViewController: home)
        navigation.viewControllers = [home, DetailsVC(), SettingsVC()]
        let harness = Harness(root: navigation)
        navigation.topViewController?.present(HomeVC(), animated: false)
        await UIKitStandIn.settle()
        let router: RouterService = harness.container.resolve()

        await #expect(throws: RouteError.navigation(.notInStack(typeName: "HomeVC"))) {
            try await router.openAndWait(BackHome())
        }
        #expect(navigation.presentedViewController == nil)
        #expect(navigation.viewControllers.count == 1)
        #expect(!navigation.viewControllers.contains { $0 === home })
    }
}

/// The route back to the stack's root, with the screens above it popped.
private struct BackHome: IRoute {
    func destination() throws(RouteError) -> Destination { Destination(root: HomeVC.self) }
}

/// A navigation controller pushed on the stack, or pushed in a presented stack above the details.
private struct ToPicker: IRoute {
    let presented: Bool

    func destination() throws(RouteError) -> Destination {
        let base = Destination(root: HomeVC.self)
        return presented
            ? base.present(DetailsVC.self, args: Order(id: 1)).push(PickerNavigationVC.self, args: 1)
            : base.push(PickerNavigationVC.self, args: 1)
    }
}

/// Replaces its stack when it dismisses what it presented, as an app's log-out handler may: the route planned its
/// pop before that dismiss ran.
final class RestackingNavigationController: UINavigationController {
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        viewControllers = [HomeVC()]
        super.dismiss(animated: flag, completion: completion)
    }
}
