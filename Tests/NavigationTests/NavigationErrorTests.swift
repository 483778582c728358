import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

@Suite("Navigation errors")
@MainActor
struct NavigationErrorTests {
    @Test func noWindowProvider() async {
        let container = Container()
        let presenter: PresenterService = container.resolve()
        await #expect(throws: NavigationError.noWindowProvider) {
            try await presenter.presentAndWait(SettingsScreen.self)
        }
        #expect(throws: NavigationError.noWindowProvider) { try presenter.topScreen() }
    }

    @Test func noWindow() async {
        let container = Container()
        container.bind((any IWindowProvider).self) { _ in NoWindowProvider() }
        let presenter: PresenterService = container.resolve()
        await #expect(throws: NavigationError.noWindow) { try await presenter.presentAndWait(SettingsScreen.self) }
    }

    /// A type that adopts the marker protocol itself cannot be created: a typed error, not a stop.
    @Test func notCreatable() async {
        let harness = Harness(root: HomeScreen())
        await #expect(throws: NavigationError.notCreatable(typeName: "MarkerOnlyScreen")) {
            try await harness.presenter.presentAndWait(MarkerOnlyScreen.self)
        }
        #expect(harness.window.rootScreen?.presentedScreen == nil)
    }

    @Test func noTopScreen() async {
        let harness = Harness(root: nil)
        await #expect(throws: NavigationError.noTopScreen) { try await harness.presenter.dismissAndWait() }
    }

    @Test func noNavigationStack() async {
        let harness = Harness(root: HomeScreen())
        await #expect(throws: NavigationError.noNavigationStack) {
            try await harness.navigation.popViewControllerAndWait()
        }
        await #expect(throws: NavigationError.noNavigationStack) { try await harness.navigation.popToRootAndWait() }
    }

    @Test func nothingToDismiss() async throws {
        let harness = Harness(root: HomeScreen())
        await #expect(throws: NavigationError.nothingToDismiss) { try await harness.presenter.dismissAndWait() }
        await #expect(throws: NavigationError.nothingToDismiss) {
            try await harness.presenter.dismissAndWait(to: HomeScreen.self)
        }
    }

    @Test func anAlertAloneIsNotDismissedByTheServices() async {
        let home = HomeScreen()
        let harness = Harness(root: home)
        home.presentScreen(TestAlert(title: "alert"), animated: false) {}
        await #expect(throws: NavigationError.nothingToDismiss) { try await harness.presenter.dismissAndWait() }
    }

    @Test func nothingToPop() async {
        let harness = Harness(root: TestNavigationStack(root: OrdersScreen()))
        await #expect(throws: NavigationError.nothingToPop) { try await harness.navigation.popViewControllerAndWait() }
        await #expect(throws: NavigationError.nothingToPop) { try await harness.navigation.popToRootAndWait() }
        await #expect(throws: NavigationError.nothingToPop) {
            try await harness.navigation.popToAndWait(OrdersScreen.self)
        }
    }

    @Test func screenNotFound() async {
        let harness = Harness(root: TestNavigationStack(root: OrdersScreen()))
        await #expect(throws: NavigationError.screenNotFound(typeName: "SettingsScreen")) {
            try await harness.navigation.popToAndWait(SettingsScreen.self)
        }
        await #expect(throws: NavigationError.screenNotFound(typeName: "SettingsScreen")) {
            try await harness.presenter.dismissAndWait(to: SettingsScreen.self)
        }
    }

    @Test func blockedByAlert() async {
        let home = HomeScreen()
        let harness = Harness(root: home)
        home.presentScreen(TestAlert(title: "alert"), animated: false) {}
        await #expect(throws: NavigationError.blockedByAlert) {
            try await harness.presenter.presentAndWait(SettingsScreen.self)
        }
        #expect(harness.window.warnings.isEmpty)
    }

    @Test func notInWindowHierarchy() async {
        let harness = Harness(root: BrokenContainerScreen())
        await #expect(throws: NavigationError.notInWindowHierarchy(typeName: "TestScreen")) {
            try await harness.presenter.presentAndWait(SettingsScreen.self)
        }
        #expect(harness.window.warnings.isEmpty)
    }

    @Test func resolutionFailed() async {
        // ReportVM's throwing initializer needs a plug-in nobody bound.
        let harness = Harness(root: HomeScreen(), container: Container())
        await #expect {
            try await harness.presenter.presentAndWait(ReportScreen.self)
        } throws: { error in
            guard case .resolutionFailed(let resolution) = error as? NavigationError else {
                return false
            }
            return resolution.kind == .unbound && resolution.path == ["ReportVM", "any IReportPlugin"]
        }
        #expect(harness.window.warnings.isEmpty)
    }

    @Test func errorsDescribeThemselves() {
        let errors: [NavigationError] = [
            .noWindow, .noTopScreen, .noNavigationStack, .nothingToDismiss, .nothingToPop,
            .screenNotFound(typeName: "X"), .blockedByAlert, .notInWindowHierarchy(typeName: "Y"),
        ]
        #expect(Set(errors.map(\.description)).count == errors.count)
        #expect(NavigationError.screenNotFound(typeName: "X").description.contains("X"))
    }
}

/// A provider whose window is not there yet, like a scene that is not foreground-active.
@MainActor
private final class NoWindowProvider: IWindowProvider {
    var window: (any IScreenWindow)? { nil }
}

/// Adopts ``IPresentableScreen`` directly, which the services cannot create.
@MainActor
private final class MarkerOnlyScreen: IPresentableScreen, IHaveViewModel {
    func viewModelChanged(_ viewModel: SettingsVM) {}
}
