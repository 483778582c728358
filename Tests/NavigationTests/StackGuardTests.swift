import HarborContainer
import HarborMVVM
import HarborTesting
import Testing

@testable import HarborNavigation

/// A screen type that is a navigation stack itself (UIKit: a `UINavigationController` subclass).
final class WizardStack: TestScreen, INavigationStackScreen, IHaveViewModel {
    typealias ViewModel = SettingsVM
    var stackScreens: [any IScreen] { [] }
    func pushScreen(_ screen: any IScreen, animated: Bool, completion: @escaping @MainActor () -> Void) {
        Issue.record("pushed on a WizardStack")
    }
    func popToScreen(_ screen: any IScreen, animated: Bool, completion: @escaping @MainActor () -> Void) {
        Issue.record("popped on a WizardStack")
    }
    func viewModelChanged(_ viewModel: SettingsVM) {}
}

/// What UIKit raises an exception for on a navigation stack is refused with a typed error before the stack is asked,
/// with the platform-free doubles as with UIKit (the Apple SDK stand-in runs the same cases against its
/// `UINavigationController`, which stops the process where UIKit raises).
@Suite("Stack guard")
@MainActor
struct StackGuardTests {
    @Test func aNavigationStackIsNeverPushed() async throws {
        let stack = TestNavigationStack(root: HomeScreen())
        let harness = Harness(root: stack)
        await #expect(throws: NavigationError.cannotPushNavigationStack(typeName: "WizardStack")) {
            try await harness.navigation.pushViewControllerAndWait(WizardStack.self)
        }
        #expect(stack.screens.count == 1)
    }

    @Test func aNavigationStackIsNeverTheRootOfAFallbackStack() async throws {
        let home = HomeScreen()
        let harness = Harness(root: home)
        await #expect(throws: NavigationError.cannotPushNavigationStack(typeName: "WizardStack")) {
            try await harness.navigation.pushViewControllerAndWait(WizardStack.self)
        }
        #expect(home.presented == nil)
    }

    @Test func aScreenAlreadyInTheStackIsNotPushedAgain() throws {
        let root = HomeScreen()
        let stack = TestNavigationStack(root: root)
        #expect(throws: NavigationError.alreadyInStack(typeName: "HomeScreen")) {
            try StackGuard.checkPush(root, onto: stack)
        }
        try StackGuard.checkPush(OrdersScreen(), onto: stack)
    }

    @Test func aPopToAScreenThatLeftTheStackIsRefused() throws {
        let root = HomeScreen()
        let stack = TestNavigationStack(root: root)
        try StackGuard.checkPop(to: root, in: stack)
        #expect(throws: NavigationError.notInStack(typeName: "OrdersScreen")) {
            try StackGuard.checkPop(to: OrdersScreen(), in: stack)
        }
    }

    @Test func theErrorsSayWhatToDo() {
        #expect(NavigationError.cannotPushNavigationStack(typeName: "W").description.contains("present it"))
        #expect(NavigationError.alreadyInStack(typeName: "W").description.contains("already in the navigation stack"))
        #expect(NavigationError.notInStack(typeName: "W").description.contains("no longer in the navigation stack"))
    }
}

/// The system's navigation controllers, never walked as push targets: matched by name along the class chain.
@Suite("System navigation controllers")
struct SystemNavigationControllersTests {
    @Test(arguments: [
        "UIImagePickerController", "UIVideoEditorController", "MFMailComposeViewController",
        "MFMessageComposeViewController", "EKEventEditViewController", "GKGameCenterViewController",
    ])
    func eachSystemControllerAndItsSubclassesMatch(name: String) {
        #expect(SystemNavigationControllers.contains([name]))
        #expect(SystemNavigationControllers.contains(["AppComposer", name]))
    }

    @Test func anAppsOwnNavigationControllerDoesNotMatch() {
        #expect(!SystemNavigationControllers.contains(["OrdersNavigationController"]))
        #expect(!SystemNavigationControllers.contains([]))
    }
}
