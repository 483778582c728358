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
        let harness = Harness(root: home)
        try await harness.presenter.presentAndWait(ProfileView.self, args: "Ada")
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

    @Test func anINotifyOnChangedViewModelTellsItsHostedViewToRefresh() async throws {
        let home = HomeScreen()
        let harness = Harness(root: home)
        try await harness.presenter.presentAndWait(CartView.self)
        let view = try #require(hosted(CartView.self, in: home.presented))
        // What `@ObservedViewModel` subscribes to below iOS 17.
        final class Refreshes { var count = 0 }
        let refreshes = Refreshes()
        view.viewModel.changed.subscribe(refreshes) { refreshes, _ in refreshes.count += 1 }

        view.viewModel.add("tea")
        view.viewModel.add("milk")

        #expect(refreshes.count == 2)
        #expect(view.viewModel.items == ["tea", "milk"])
    }
}
