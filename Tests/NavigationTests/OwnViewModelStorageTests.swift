import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

/// A screen that stores its own view model instead of HarborMVVM's default storage.
final class OwnStorageScreen: TestScreen, IHaveViewModel {
    var viewModel: OrderDetailsVM?
    func viewModelChanged(_ viewModel: OrderDetailsVM) {}
}

@Suite("Screens that store their own view model")
@MainActor
struct OwnViewModelStorageTests {
    @Test func aPresentedScreenGetsItsViewModelInItsOwnProperty() async throws {
        let harness = Harness(root: OrdersScreen())
        try await harness.presenter.presentAndWait(OwnStorageScreen.self, args: Order(id: 3), animated: false)
        let shown = try #require(harness.window.topScreen as? OwnStorageScreen)
        #expect(shown.viewModel?.order == Order(id: 3))
    }
}
