// expected-error: cannot convert value of type '()' to specified type 'Int'
// expected-error: cannot convert value of type '()' to specified type 'String'
// Waiting for a screen's value is visible at the call site: presentAndWait and pushViewControllerAndWait return
// once the screen is shown, and give no value even when its view model is IReturnsResult; presentForResult and
// pushViewControllerForResult wait until it is gone and return the value (Tests/NavigationTests/AsyncOverloadTests).
import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting

@MainActor
final class QuantityPickerVM: @MainActor IPerRequest, IReturnsResult {
    let result = ScreenResult<Int>()
    init(container: any IContainer, args: Void) {}
}

final class QuantityPickerScreen: TestScreen, IHaveViewModel {
    typealias ViewModel = QuantityPickerVM
    func viewModelChanged(_ viewModel: QuantityPickerVM) {}
}

@MainActor
final class NameVM: @MainActor IPerRequest, IReturnsResult {
    let result = ScreenResult<String>()
    init(container: any IContainer, args: Void) {}
}

struct NameView: IHostedView {
    let viewModel: NameVM
}

@MainActor
func pick(_ presenter: PresenterService, _ navigation: NavigationService) async throws {
    let quantity: Int? = try await presenter.presentAndWait(QuantityPickerScreen.self)
    let name: String? = try await navigation.pushViewControllerAndWait(NameView.self)
    _ = (quantity, name)
}
