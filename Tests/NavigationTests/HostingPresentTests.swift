import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

@Suite("Hosted screens: present and push")
@MainActor
struct HostingPresentTests {
    @Test func presentBuildsTheViewWithItsResolvedViewModel() async throws {
        let home = HomeScreen()
        let harness = Harness(root: home)

        try await harness.presenter.presentAndWait(OrderDetailsView.self, args: Order(id: 7))

        let view = try #require(hosted(OrderDetailsView.self, in: home.presented))
        #expect(view.viewModel.order == Order(id: 7))
        #expect(harness.window.topScreen === home.presented)
        #expect(harness.window.history == ["present OrderDetailsView on HomeScreen"])
    }

    @Test func theViewModelComesFromTheContainerSoAMockReplacesIt() async throws {
        let home = HomeScreen()
        let harness = Harness(root: home)
        let container = harness.container
        container.mockOnMainActor(OrderDetailsVM.self) { _, order in StubDetailsVM(container: container, args: order) }

        try await harness.presenter.presentAndWait(OrderDetailsView.self, args: Order(id: 3))

        #expect(hosted(OrderDetailsView.self, in: home.presented)?.viewModel is StubDetailsVM)
    }

    @Test func pushGoesOntoTheStackOnTop() async throws {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: stack)

        try await harness.navigation.pushViewControllerAndWait(OrderDetailsView.self, args: Order(id: 8))
        try await harness.navigation.pushViewControllerAndWait(SettingsView.self)

        #expect(stack.screens.count == 3)
        #expect(hosted(OrderDetailsView.self, in: stack.screens[1])?.viewModel.order == Order(id: 8))
        #expect(hosted(SettingsView.self, in: harness.window.topScreen) != nil)
    }

    @Test func pushWithoutAStackPresentsOneAsForViewControllers() async throws {
        let home = HomeScreen()
        let harness = Harness(root: home)

        try await harness.navigation.pushViewControllerAndWait(SettingsView.self)

        let stack = try #require(home.presented as? TestNavigationStack)
        #expect(hosted(SettingsView.self, in: stack.screens.first) != nil)
    }

    @Test func hostedAndControllerScreensMix() async throws {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: stack)

        try await harness.navigation.pushViewControllerAndWait(OrderDetailsView.self, args: Order(id: 1))
        try await harness.navigation.pushViewControllerAndWait(OrderDetailsScreen.self, args: Order(id: 2))
        try await harness.presenter.presentAndWait(SettingsView.self)
        try await harness.presenter.presentAndWait(SettingsScreen.self)

        #expect(harness.window.topScreen is SettingsScreen)
        #expect(stack.screens.count == 3)
        #expect(hosted(SettingsView.self, in: stack.screens[2].presented) != nil)
    }

    @Test func popToAndDismissToFindAHostedScreenByItsViewType() async throws {
        let stack = TestNavigationStack(root: OrdersScreen())
        let harness = Harness(root: stack)
        try await harness.navigation.pushViewControllerAndWait(OrderDetailsView.self, args: Order(id: 1))
        try await harness.navigation.pushViewControllerAndWait(SettingsScreen.self)
        try await harness.navigation.pushViewControllerAndWait(SettingsView.self)

        try await harness.navigation.popToAndWait(OrderDetailsView.self)
        #expect(stack.screens.count == 2)

        try await harness.presenter.presentAndWait(SettingsView.self)
        try await harness.presenter.presentAndWait(SettingsScreen.self)
        try await harness.presenter.dismissAndWait(to: OrderDetailsView.self)
        #expect(stack.screens[1].presented == nil)
    }

    @Test func aWindowThatCannotHostFailsTheRequestWithNoScreenHost() async {
        let (harness, window) = NonHostingWindow.harness(root: HomeScreen())

        // Where SwiftUI exists UIKit's window refuses a view that is not a SwiftUI `View` the same way.
        await #expect {
            try await harness.presenter.presentAndWait(SettingsView.self)
        } throws: { error in
            guard case .noScreenHost(let typeName) = error as? NavigationError else {
                return false
            }
            return typeName.hasPrefix("SettingsView")
        }
        #expect(window.history.isEmpty)
    }

    @Test func aViewModelThatCannotBeResolvedFailsBeforeAnythingIsShown() async {
        let harness = Harness(root: HomeScreen())

        await #expect {
            try await harness.presenter.presentAndWait(ReportView.self)
        } throws: { error in
            guard case .resolutionFailed = error as? NavigationError else {
                return false
            }
            return true
        }
        #expect(harness.window.history.isEmpty)
    }

    @Test func makeBuildsTheViewWithoutShowingIt() throws {
        let container = Container()

        let view = try OrderDetailsView.make(args: Order(id: 5), in: container)

        #expect(view.viewModel.order == Order(id: 5))
    }
}
