import HarborContainer
import HarborMVVM
import SwiftUI

@testable import HarborNavigation

struct Order: Equatable, Sendable {
    let id: Int
}

/// What a view saw while its body ran.
@MainActor
final class BodyLog {
    var containers: [ObjectIdentifier?] = []
}

@MainActor
final class OrderDetailsVM: @MainActor IPerRequest {
    let order: Order
    let log = BodyLog()
    required init(container: any IContainer, args: Order) { order = args }
}

/// A SwiftUI screen as an app writes it; its body records the container it finds in the environment.
struct OrderDetailsView: View, IHostedView {
    let viewModel: OrderDetailsVM
    @Environment(\.harborContainer) private var container

    var body: some View {
        viewModel.log.containers.append(container.map { ObjectIdentifier($0) })
        return EmptyView()
    }
}

/// Shows a child view whose view model is resolved from the environment's container.
struct OrderRowsView: View {
    let order: Order
    var body: some View {
        ResolvedView(OrderDetailsView.self, args: order)
    }
}

protocol IGreeting: AnyObject, Sendable {
    var text: String { get }
}

final class Greeting: IGreeting {
    let text: String
    init(_ text: String) { self.text = text }
}

@MainActor
final class GreetingVM: @MainActor IPerRequest {
    let text: String
    required init(container: any IContainer, args: Void) {
        text = container.resolve((any IGreeting).self).text
    }
}

/// Records the greeting its view model got, each time its body runs.
struct GreetingView: View, IHostedView {
    static var shown: [String] = []
    let viewModel: GreetingVM

    var body: some View {
        Self.shown.append(viewModel.text)
        return EmptyView()
    }
}

@MainActor
final class CartVM: @MainActor IPerRequest, INotifyOnChanged {
    private(set) var items: [String] = []
    required init(container: any IContainer, args: Void) {}
    func add(_ item: String) {
        items.append(item)
        changed.raise()
    }
}

/// Refreshes on `changed` below iOS 17.
struct CartView: View, IHostedView {
    @ObservedViewModel var viewModel: CartVM
    var body: some View { EmptyView() }
}

/// An IHostedView that is not a SwiftUI view.
struct NotAView: IHostedView {
    let viewModel: CartVM
}

/// Hands back a quantity.
@MainActor
final class QuantityVM: @MainActor IPerRequest, IReturnsResult {
    let result = ScreenResult<Int>()
    required init(container: any IContainer, args: Int) {}
}

/// Picks a quantity with a button, as an app writes it.
struct QuantityView: View, IHostedView {
    let viewModel: QuantityVM

    var body: some View {
        Button("Three") { viewModel.result.finish(with: 3) }
    }
}
