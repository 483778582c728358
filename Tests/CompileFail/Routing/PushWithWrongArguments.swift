// expected-error: cannot convert value of type 'String' to expected argument type 'OrderVM.Arguments'
// A destination's screen gets its view model's own argument type: a link's text must be parsed first.
import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting

@MainActor
final class OrderVM: @MainActor IPerRequest {
    typealias Arguments = Int
    init(container: any IContainer, args: Int) {}
}

final class OrderScreen: TestScreen, IHaveViewModel {
    typealias ViewModel = OrderVM
    func viewModelChanged(_ viewModel: OrderVM) {}
}

@MainActor
func register(_ routes: RouteTable) {
    routes.register("/orders/:id") { params throws(RouteError) in
        Destination(root: TestScreen.self).push(OrderScreen.self, args: try params.value("id"))
    }
}
