// expected-error: requires that 'PlainVM' conform to 'IResolvable'
// The services resolve a hosted view's view model from the container: it must be IResolvable.
import HarborNavigation

@MainActor final class PlainVM {}

struct PlainView: IHostedView {
    let viewModel: PlainVM
}

@MainActor func show(_ presenter: PresenterService) {
    presenter.present(PlainView.self, args: ())
}
