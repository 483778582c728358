import HarborContainer
import SwiftUI
import Testing

@testable import HarborNavigation

@Suite("SwiftUI adapter: the hosting controller")
@MainActor
struct HostingControllerHostTests {
    @Test func theDefaultHostWrapsTheViewInAHostingController() throws {
        let container = Container()
        let view = OrderDetailsView(viewModel: OrderDetailsVM(container: container, args: Order(id: 7)))

        let screen = try #require(defaultScreenHost()).makeScreen(hosting: view, container: container)

        let controller = try #require(screen as? UIHostingController<HostedRoot<OrderDetailsView>>)
        #expect(controller.rootView.content.viewModel === view.viewModel)
    }

    @Test func theHostedViewFindsTheServicesContainerInItsEnvironment() throws {
        let container = Container()
        let view = OrderDetailsView(viewModel: OrderDetailsVM(container: container, args: Order(id: 7)))
        let screen = try #require(defaultScreenHost()).makeScreen(hosting: view, container: container)
        let controller = try #require(screen as? UIHostingController<HostedRoot<OrderDetailsView>>)

        StandInRenderer.render(controller.rootView)

        #expect(view.viewModel.log.containers == [ObjectIdentifier(container)])
    }

    @Test func aHostedViewThatIsNotASwiftUIViewIsReportedNotCrashed() throws {
        let container = Container()
        let view = NotAView(viewModel: CartVM(container: container, args: ()))

        #expect(throws: NavigationError.noScreenHost(typeName: "NotAView (not a SwiftUI View)")) {
            try defaultScreenHost()?.makeScreen(hosting: view, container: container)
        }
    }
}
