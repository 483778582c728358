import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import Testing

// The README's example, compiled and run. Only the screen differs: on Linux, OrderDetailsVC is a test screen
// (HarborTesting's `TestScreen`) where an app has a UIViewController.

struct Order: Equatable, Sendable {
    let id: Int
}

protocol IOrdersProvider: AnyObject, Sendable {}

final class StubOrdersProvider: IOrdersProvider {}

final class OrdersProvider: IOrdersProvider, ISingleton {  // one per container, made on first use
    required init(container: IContainer, args: Void) {}
}

@MainActor final class OrdersVM: @MainActor IPerRequest {  // a new one per resolve
    let provider: any IOrdersProvider
    let presenter: PresenterService
    required init(container: IContainer, args: Void) {
        provider = container.resolve()
        presenter = container.resolve()
    }
    func open(_ order: Order) { presenter.present(OrderDetailsVC.self, args: order) }
}

@MainActor final class OrderDetailsVM: @MainActor IPerRequest {
    typealias Arguments = Order
    let order: Order
    required init(container: IContainer, args: Order) { order = args }
}

final class OrderDetailsVC: TestScreen, IHaveViewModel {
    typealias ViewModel = OrderDetailsVM
    func viewModelChanged(_ viewModel: OrderDetailsVM) {}
}

@Suite("README example")
@MainActor
struct ReadmeExampleTests {
    @Test func theExampleRunsAsWritten() {
        let order = Order(id: 7)

        let container = Container()  // at launch: bind protocols
        container.bind((any IOrdersProvider).self) { $0.resolve() as OrdersProvider }

        // In a test: a child container, a mock in one line, a navigation spy.
        let test = container.makeChild()
        test.mock((any IOrdersProvider).self) { _ in StubOrdersProvider() }
        let presenter = RecordingPresenterService.install(in: test)
        (test.resolve() as OrdersVM).open(order)
        #expect(presenter.presentedArguments(of: OrderDetailsVC.self) == [order])

        // And what the example implies: the mock stays in the test's child, the app keeps its binding.
        #expect((test.resolve() as OrdersVM).provider is StubOrdersProvider)
        #expect((container.resolve() as OrdersVM).provider is OrdersProvider)
    }
}
