import HarborContainer
import SwiftUI
import Testing

@testable import HarborNavigation

@Suite("SwiftUI adapter: the container in the environment")
@MainActor
struct EnvironmentTests {
    @Test func withoutAContainerTheEnvironmentHasNone() {
        let view = OrderDetailsView(viewModel: OrderDetailsVM(container: Container(), args: Order(id: 1)))

        StandInRenderer.render(view)

        #expect(view.viewModel.log.containers == [nil])
    }

    @Test func harborContainerSetsItForTheViewAndItsChildren() {
        let container = Container()
        let view = OrderDetailsView(viewModel: OrderDetailsVM(container: container, args: Order(id: 1)))

        StandInRenderer.render(view.harborContainer(container))

        #expect(view.viewModel.log.containers == [ObjectIdentifier(container)])
    }

    @Test func resolvedViewResolvesTheChildViewModelOnceFromTheEnvironmentsContainer() throws {
        let container = Container()
        let rows = OrderRowsView(order: Order(id: 4))
        let resolved = ResolvedView(OrderDetailsView.self, args: Order(id: 4))

        let first = StandInRenderer.render(resolved.harborContainer(container))
        let second = StandInRenderer.render(resolved.harborContainer(container))
        StandInRenderer.render(rows.harborContainer(container))

        #expect(first.count == 1 && second.count == 1)
        let details = try #require(resolved.body as OrderDetailsView?)
        #expect(details.viewModel.order == Order(id: 4))
        #expect(details.viewModel.log.containers == [ObjectIdentifier(container), ObjectIdentifier(container)])
    }

    /// On iOS 13 a sheet's content does not inherit the environment: a `ResolvedView` there finds no container.
    /// It shows nothing and says why; the app goes on (a child process, with a deadline, in case it stops).
    @Test func withoutAContainerAResolvedViewShowsNothingAndTheAppGoesOn() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            armChildDeadline()
            await MainActor.run {
                let shown = StandInRenderer.render(ResolvedView(OrderDetailsView.self, args: Order(id: 4)))
                #expect(shown.isEmpty)
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("ResolvedView<OrderDetailsView> found no container and shows nothing"))
        #expect(stderr.contains("a sheet does not inherit the environment"))
    }

    @Test func aContainerPassedExplicitlyIsUsedWithoutAnEnvironment() throws {
        let container = Container()
        let resolved = ResolvedView(OrderDetailsView.self, args: Order(id: 5), container: container)

        let shown = StandInRenderer.render(resolved)

        #expect(shown.count == 1)
        let details = try #require(resolved.body as OrderDetailsView?)
        #expect(details.viewModel.order == Order(id: 5))
    }

    @Test func aPreviewGetsAChildContainerWithItsMocksInOneLine() throws {
        let app = Container()
        app.bind((any IGreeting).self) { _ in Greeting("hello") }

        GreetingView.shown = []

        let preview = GreetingView.preview(in: app) { $0.mock((any IGreeting).self, with: Greeting("preview")) }
        StandInRenderer.render(preview)

        #expect(GreetingView.shown == ["preview"])
        #expect(app.resolve((any IGreeting).self).text == "hello")
    }
}
