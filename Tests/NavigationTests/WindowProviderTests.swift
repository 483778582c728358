import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

@Suite("Window providers")
@MainActor
struct WindowProviderTests {
    @Test func aFixedProviderAnswersItsWindowWithoutKeepingItAlive() async throws {
        let container = Container()
        var window: TestWindow? = TestWindow(root: HomeScreen())
        weak let weakWindow = window
        let provider = FixedWindowProvider(try #require(window))
        container.bind((any IWindowProvider).self) { _ in provider }
        let presenter: PresenterService = container.resolve()

        try await presenter.presentAndWait(SettingsScreen.self)
        #expect(window?.topScreen is SettingsScreen)

        window = nil
        #expect(weakWindow == nil)
        await #expect(throws: NavigationError.windowReleased(typeName: "TestWindow")) {
            try await presenter.dismissAndWait()
        }
        #expect(
            NavigationError.windowReleased(typeName: "TestWindow").description.hasPrefix(
                "the TestWindow given to FixedWindowProvider was released: the provider holds its window weakly"))
    }

    @Test func theProviderIsReadPerRequestSoItMayBeBoundLater() async throws {
        let container = Container()
        let presenter: PresenterService = container.resolve()
        await #expect(throws: NavigationError.noWindowProvider) {
            try await presenter.presentAndWait(SettingsScreen.self)
        }

        let window = TestWindow(root: HomeScreen())
        container.bind((any IWindowProvider).self) { _ in window }
        try await presenter.presentAndWait(SettingsScreen.self)
        #expect(window.topScreen is SettingsScreen)
    }

    @Test func aProviderBoundOnAChildContainerIsNotSeenAndTheErrorSaysWhere() async {
        let root = Container()
        let child = root.makeChild()
        let window = TestWindow(root: HomeScreen())
        let provider = FixedWindowProvider(window)
        child.bind((any IWindowProvider).self) { _ in provider }
        let presenter: PresenterService = child.resolve()

        await #expect(throws: NavigationError.noWindowProvider) {
            try await presenter.presentAndWait(SettingsScreen.self)
        }
        let message = NavigationError.noWindowProvider.description
        #expect(message.contains("bound in the root container"))
        #expect(message.contains("do not see a provider bound on a child container"))
    }

    @Test func finishingAfterTheScreenIsGoneChangesNothing() throws {
        let home = HomeScreen()
        let harness = Harness(root: home)
        var outcomes: [Result<Int?, NavigationError>] = []
        harness.presenter.presentForResult(QuantityPickerScreen.self, args: 1) { outcomes.append($0) }
        let picker = try #require(home.presented as? QuantityPickerScreen)
        home.presented?.simulateInteractiveDismissal()

        picker.viewModel?.pick(8)

        #expect(try outcomes.map { try $0.get() } == [nil])
        #expect(harness.window.history.count == 2)
        #expect(harness.window.warnings.isEmpty)
    }
}
