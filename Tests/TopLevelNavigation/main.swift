// Top-level code, where Swift once chose the fire-and-forget overload for `try await presenter.present(…)`
// and only warned. Built with the test targets (under -warnings-as-errors in CI, so a wrong pick fails the build)
// and run by HarborNavigationTests' TopLevelOverloadTests, which checks what it prints.

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

NavigationFailure.handler = { failure in print("handler: \(failure.request.action): \(failure.error)") }

let container = Container()
let presenter: PresenterService = container.resolve()
let navigation: NavigationService = container.resolve()

// No window is bound: every request fails, and each failure must reach someone.
do {
    try await presenter.presentAndWait(DetailsScreen.self, args: 7)
    print("awaited present: no error")
} catch {
    print("awaited present threw: \(error)")
}
do {
    try await navigation.pushViewControllerAndWait(DetailsScreen.self, args: 7)
    print("awaited push: no error")
} catch {
    print("awaited push threw: \(error)")
}
presenter.present(DetailsScreen.self, args: 7)
navigation.pushViewController(DetailsScreen.self, args: 7)

// The window arrives: the same calls succeed.
let window = TestWindow(root: TestNavigationStack(root: TestScreen()))
container.bind((any IWindowProvider).self) { _ in window }
try await navigation.pushViewControllerAndWait(DetailsScreen.self, args: 7)
navigation.pushViewController(DetailsScreen.self, args: 8)
try await navigation.popViewControllerAndWait()
print("top: \(type(of: window.topScreen!))")
