import HarborContainer
import HarborMVVM
import HarborNavigation

/// The first screen's view model: a new one per screen.
@MainActor
final class ProductListVM: @MainActor IPerRequest {
    let products: [Product]
    private let navigation: NavigationService

    init(container: any IContainer, args: Void) {
        products = (container.resolve() as any ICatalog).products()
        navigation = container.resolve()
    }

    /// Pushes the product's screen and returns once it is shown.
    func open(_ product: Product) async throws(NavigationError) {
        try await navigation.pushViewControllerAndWait(ProductScreen.self, args: product)
    }
}

/// The second screen's view model: it takes the product it shows as its arguments.
@MainActor
final class ProductVM: @MainActor IPerRequest {
    typealias Arguments = Product
    let product: Product

    init(container: any IContainer, args: Product) {
        product = args
    }
}
