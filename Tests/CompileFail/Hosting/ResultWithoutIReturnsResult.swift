// expected-error: requires that 'SettingsVM' conform to 'IReturnsResult'
// Only a screen whose view model is IReturnsResult hands a value back (a hosted view as a view controller).
import HarborContainer
import HarborNavigation

@MainActor final class SettingsVM: @MainActor IPerRequest {
    required init(container: any IContainer, args: Void) {}
}

struct SettingsView: IHostedView {
    let viewModel: SettingsVM
}

@MainActor func pick(_ presenter: PresenterService) {
    presenter.presentForResult(SettingsView.self) { (outcome: Result<Int?, NavigationError>) in }
}
