import HarborContainer
import SwiftUI
import Testing
import UIKit

@testable import HarborNavigation

@Suite("SwiftUI adapter: the window hosts a view in a hosting controller")
@MainActor
struct WindowHostingTests {
    @Test func theWindowWrapsTheViewInAHostingController() throws {
        let container = Container()
        let view = OrderDetailsView(viewModel: OrderDetailsVM(container: container, args: Order(id: 7)))

        let screen = try WindowScreen(UIWindow()).makeScreen(hosting: view, container: container)

        let controller = try #require(hostingController(of: screen, showing: OrderDetailsView.self))
        #expect(controller.rootView.content.viewModel === view.viewModel)
    }

    @Test func theHostedViewFindsTheServicesContainerInItsEnvironment() throws {
        let container = Container()
        let view = OrderDetailsView(viewModel: OrderDetailsVM(container: container, args: Order(id: 7)))
        let screen = try WindowScreen(UIWindow()).makeScreen(hosting: view, container: container)
        let controller = try #require(hostingController(of: screen, showing: OrderDetailsView.self))

        StandInRenderer.render(controller.rootView)

        #expect(view.viewModel.log.containers == [ObjectIdentifier(container)])
    }

    @Test func aHostedViewThatIsNotASwiftUIViewIsReportedNotCrashed() throws {
        let container = Container()
        let view = NotAView(viewModel: CartVM(container: container, args: ()))

        #expect(throws: NavigationError.noScreenHost(typeName: "NotAView (not a SwiftUI View)")) {
            try WindowScreen(UIWindow()).makeScreen(hosting: view, container: container)
        }
    }

    private func hostingController<Content: View>(of screen: any IScreen, showing content: Content.Type)
        -> UIHostingController<HostedRoot<Content>>?
    {
        (screen as? ViewControllerScreen)?.viewController as? UIHostingController<HostedRoot<Content>>
    }
}
