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
        await #expect(throws: NavigationError.noWindow) { try await presenter.dismissAndWait() }
    }

    @Test func theProviderIsReadPerRequestSoItMayBeBoundLater() async throws {
        let container = Container()
        let presenter: PresenterService = container.resolve()
        await #expect(throws: NavigationError.noWindow) { try await presenter.presentAndWait(SettingsScreen.self) }

        let window = TestWindow(root: HomeScreen())
        container.bind((any IWindowProvider).self) { _ in window }
        try await presenter.presentAndWait(SettingsScreen.self)
        #expect(window.topScreen is SettingsScreen)
    }

    @Test func finishingAfterTheScreenIsGoneChangesNothing() throws {
        let home = HomeScreen()
        let harness = Harness(root: home)
        var outcomes: [Result<Int?, NavigationError>] = []
        harness.presenter.present(QuantityPickerScreen.self, args: 1) { outcomes.append($0) }
        let picker = try #require(home.presented as? QuantityPickerScreen)
        home.presented?.simulateInteractiveDismissal()

        picker.viewModel?.pick(8)

        #expect(try outcomes.map { try $0.get() } == [nil])
        #expect(harness.window.history.count == 2)
        #expect(harness.window.warnings.isEmpty)
    }
}
