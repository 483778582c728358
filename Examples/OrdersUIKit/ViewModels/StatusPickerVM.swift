import HarborContainer
import HarborNavigation

/// Picks a status and hands it back to whoever pushed the picker.
@MainActor
public final class StatusPickerVM: @MainActor IPerRequest, IReturnsResult {
    /// The status the picker opened with.
    public let current: OrderStatus
    /// Where the pick goes.
    public let result = ScreenResult<OrderStatus>()

    /// Created by the container with the current status.
    public required init(container: any IContainer, args: OrderStatus) {
        current = args
    }

    /// The choices.
    public var statuses: [OrderStatus] { OrderStatus.allCases }

    /// Hands `status` back; the picker closes.
    public func pick(_ status: OrderStatus) {
        result.finish(with: status)
    }
}
