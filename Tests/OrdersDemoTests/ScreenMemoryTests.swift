import HarborMVVM
import OrdersApp
import Testing

/// Screens that leave the hierarchy are freed with their view models, whether popped or dismissed.
///
/// A screen is freed at once; HarborMVVM releases the view model of a freed view at the next write to its
/// storage, or when `ViewModelStorage.purge()` runs, which the tests call before checking.
@Suite("Screen memory")
@MainActor
struct ScreenMemoryTests {
    @Test func aPoppedScreenAndItsViewModelAreFreed() async throws {
        let app = DemoApp()
        _ = await app.run(script: ["open 7"])
        weak let screen = try #require(stack(of: app).topScreen as? OrderDetailsScreen)
        weak let viewModel = screen?.viewModel
        #expect(viewModel?.order.id == 7)

        _ = await app.perform("back")

        #expect(screen == nil)
        ViewModelStorage.purge()
        #expect(viewModel == nil)
    }

    @Test func aDismissedPickerAndItsViewModelAreFreed() async throws {
        let app = DemoApp()
        _ = await app.run(script: ["open 7", "status"])
        let details = try #require(stack(of: app).topScreen)
        weak let picker = try #require(details.presentedTerminalScreen as? StatusPickerScreen)
        weak let viewModel = picker?.viewModel

        _ = await app.perform("pick 1")

        #expect(details.presentedTerminalScreen == nil)
        #expect(picker == nil)
        ViewModelStorage.purge()
        #expect(viewModel == nil)
    }

    private func stack(of app: DemoApp) throws -> TerminalNavigationStack {
        try #require(app.window.rootTerminalScreen as? TerminalNavigationStack)
    }
}
