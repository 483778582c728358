import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Observation
import Testing

/// An `@Observable` view model, as on iOS 17+: SwiftUI tracks what the view's body reads.
@MainActor
@Observable
final class ProfileVM: @MainActor IPerRequest {
    var name: String
    required init(container: any IContainer, args: String) { name = args }
}

struct ProfileView: IHostedView {
    let viewModel: ProfileVM
}

@Suite("Hosted screens: view-model changes")
@MainActor
struct HostingObservationTests {
    @Test func anObservableViewModelReportsChangesToWhatTheViewRead() async throws {
        let home = HomeScreen()
        let harness = Harness.hosting(root: home)
        try await harness.presenter.present(ProfileView.self, args: "Ada")
        let view = try #require(hosted(ProfileView.self, in: home.presented))
        var changes = 0

        // What SwiftUI does around `body` from iOS 17.
        _ = withObservationTracking {
            view.viewModel.name
        } onChange: {
            MainActor.assumeIsolated { changes += 1 }
        }
        view.viewModel.name = "Grace"

        #expect(changes == 1)
    }

    @Test func anINotifyOnChangedViewModelRefreshesItsHostedScreen() async throws {
        let home = HomeScreen()
        let harness = Harness.hosting(root: home)
        try await harness.presenter.present(CartView.self)
        let screen = try #require(home.presented as? TestHostingScreen<CartView>)

        screen.view.viewModel.add("tea")
        screen.view.viewModel.add("milk")

        #expect(screen.refreshCount == 2)
        #expect(screen.view.viewModel.items == ["tea", "milk"])
    }
}
