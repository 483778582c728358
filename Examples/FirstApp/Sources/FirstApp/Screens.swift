import HarborMVVM
import HarborTesting

/// The product list. On iOS this is a UIViewController; here an in-memory screen that keeps what it shows.
final class ProductListScreen: TestScreen, IHaveViewModel {
    typealias ViewModel = ProductListVM
    private(set) var text = ""

    func viewModelChanged(_ viewModel: ProductListVM) {
        text = viewModel.products.map(\.name).joined(separator: ", ")
    }
}

/// One product, pushed by the list.
final class ProductScreen: TestScreen, IHaveViewModel {
    typealias ViewModel = ProductVM
    private(set) var text = ""

    func viewModelChanged(_ viewModel: ProductVM) {
        text = "\(viewModel.product.name) (#\(viewModel.product.id))"
    }
}
