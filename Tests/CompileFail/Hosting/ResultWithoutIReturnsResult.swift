// expected-error: requires that 'SettingsVM' conform to 'IReturnsResult'
// Only a hosted view whose view model is IReturnsResult hands a value back.
import HarborContainer
import HarborNavigation

@MainActor final class SettingsVM: @MainActor IPerRequest {
    required init(container: any IContainer, args: Void) {}
}

struct SettingsView: IHostedView {
    let viewModel: SettingsVM
}

@MainActor func pick(_ presenter: PresenterService) {
    presenter.present(SettingsView.self) { (outcome: Result<Int?, NavigationError>) in }
}
