// expected-error: expression is 'async' but is not marked with 'await'
// expected-error: call can throw, but it is not marked with 'try'
// Inside an async function a navigation call is awaited: `try await presenter.present(…)` waits for the screen
// (as presentAndWait does), so the same call without `await` does not compile instead of returning at once
// unnoticed. To start a request there and go on, pass a completion (see AsyncOverloadTests).
import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting

@MainActor
final class DetailsVM: @MainActor IPerRequest {
    typealias Arguments = Int
    init(container: any IContainer, args: Int) {}
}

final class DetailsScreen: TestScreen, IHaveViewModel {
    typealias ViewModel = DetailsVM
    func viewModelChanged(_ viewModel: DetailsVM) {}
}

@MainActor
func showDetails(with presenter: PresenterService, navigation: NavigationService, router: RouterService) async {
    await Task.yield()
    presenter.present(DetailsScreen.self, args: 7)
    navigation.pushViewController(DetailsScreen.self, args: 7)
    router.open("myapp://orders/7")
}
