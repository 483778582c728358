// expected-error: cannot convert value of type 'String' to expected argument type 'Product'
// A screen is pushed with its view model's typed arguments; a wrong one is reported as such, naming the type
// expected, not as a hosted view's requirement the screen does not meet.
import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting

struct Product {
    let id: Int
}

@MainActor
final class ProductDetailsVM: @MainActor IPerRequest {
    init(container: any IContainer, args: Product) {}
}

final class ProductDetailsScreen: TestScreen, IHaveViewModel {
    typealias ViewModel = ProductDetailsVM
    func viewModelChanged(_ viewModel: ProductDetailsVM) {}
}

@MainActor
func show(_ navigation: NavigationService) {
    navigation.pushViewController(ProductDetailsScreen.self, args: "42")
}
