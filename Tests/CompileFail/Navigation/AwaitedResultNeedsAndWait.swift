// expected-error: cannot convert value of type '()' to specified type 'Int'
// A value is awaited only through the …AndWait spelling: the fire-and-forget `present` returns nothing, so code
// still written with the old awaited name fails to compile instead of losing the value (see PresentingAndPushing).
import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting

@MainActor
final class QuantityVM: @MainActor IPerRequest, IReturnsResult {
    typealias Arguments = Int
    let result = ScreenResult<Int>()
    init(container: any IContainer, args: Int) {}
}

final class QuantityScreen: TestScreen, IHaveViewModel {
    typealias ViewModel = QuantityVM
    func viewModelChanged(_ viewModel: QuantityVM) {}
}

@MainActor
func pickQuantity(with presenter: PresenterService) async throws -> Int? {
    let quantity: Int? = try await presenter.present(QuantityScreen.self, args: 1)
    return quantity
}
