import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting
import OrdersApp
import Testing

/// The demo audits itself: every root it resolves and every link it serves, with its real bindings.
@Suite("The demo's app graph")
@MainActor
struct AppGraphAuditTests {
    @Test func theWholeAppGraphAuditsClean() async {
        let app = DemoApp()
        _ = await app.launch()  // the orders are loaded, as the links to them need
        let router: RouterService = app.container.resolve()
        let order = Order(id: 7, name: "Kettle", customer: "Ada", totalCents: 100, status: .new)
        let audit = await ContainerAudit(app.container) { roots in
            roots.root(OrdersVM.self)
            roots.root(OrderDetailsVM.self, args: order)
            roots.root(StatusPickerVM.self, args: .paid)
            roots.routes(router.routes, links: ["harbor://orders", "harbor://orders/7"]) { container in
                let window = TerminalWindow()
                let orders = OrdersScreen()
                orders.viewModel = container.resolve()
                window.rootTerminalScreen = TerminalNavigationStack(root: orders)
                return window
            }
        }
        #expect(audit.problems.isEmpty, "\(audit)")
        #expect(audit.notAudited.isEmpty, "\(audit)")
    }
}
