// expected-error: cannot convert value of type 'String' to expected argument type 'Int'
// A hosted view is presented with its view model's typed arguments, as a view controller is.
import HarborContainer
import HarborNavigation

@MainActor final class CounterVM: @MainActor IPerRequest {
    required init(container: any IContainer, args: Int) {}
}

struct CounterView: IHostedView {
    let viewModel: CounterVM
}

@MainActor func show(_ presenter: PresenterService) {
    presenter.present(CounterView.self, args: "seven")
}
