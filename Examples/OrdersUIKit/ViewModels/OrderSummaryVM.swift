import HarborContainer
import HarborNavigation

/// A short summary of an order, shown by a SwiftUI screen presented from the list.
@MainActor
public final class OrderSummaryVM: @MainActor IPerRequest, ICloseTrait {
    /// The order summarised.
    public let order: Order
    /// Closes the summary (``ICloseTrait``).
    public let presenter: PresenterService

    /// Created by the container with the order.
    public required init(container: any IContainer, args: Order) {
        order = args
        presenter = container.resolve()
    }

    /// The line the summary shows.
    public var headline: String { "\(order): \(order.title), \(order.status.rawValue)" }
}
