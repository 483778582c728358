import HarborMVVM

#if canImport(UIKit)
    import UIKit

    /// The product list, on iOS: a view controller.
    final class ProductListScreen: UIViewController, IHaveViewModel {
        typealias ViewModel = ProductListVM

        func viewModelChanged(_ viewModel: ProductListVM) {
            title = "Products"  // and a table view shows viewModel.products
        }

        /// The table view's row selection calls this.
        func select(_ product: Product) {
            Task { try? await viewModel?.open(product) }  // if it fails, nothing changed on screen
        }
    }

    /// One product, pushed by the list.
    final class ProductScreen: UIViewController, IHaveViewModel {
        typealias ViewModel = ProductVM

        func viewModelChanged(_ viewModel: ProductVM) {
            title = viewModel.product.name
        }
    }
#else
    import HarborTesting

    /// The product list, in memory (a terminal app, tests): it keeps the text it shows.
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
#endif
