import HarborContainer
import HarborMVVM
import HarborNavigation

/// The status picker's view model: it is given the current status and hands the chosen one back to whoever
/// presented the picker, which closes it.
///
/// ```swift
/// let status = try await presenter.presentAndWait(StatusPickerScreen.self, args: order.status)  // nil when closed
/// ```
@MainActor
public final class StatusPickerVM: @MainActor IPerRequest, IReturnsResult {
    /// The arguments it is resolved with: the current status.
    public typealias Arguments = OrderStatus

    /// Where the chosen status goes; finishing it closes the picker.
    public let result = ScreenResult<OrderStatus>()
    /// The status the order has now.
    public let current: OrderStatus

    /// Creates the view model; the container calls this.
    ///
    /// - Parameters:
    ///   - container: Unused: the picker needs no services.
    ///   - args: The current status.
    public init(container: any IContainer, args: OrderStatus) {
        current = args
    }

    /// The statuses to choose from, in the order they are listed.
    public var choices: [OrderStatus] { OrderStatus.allCases }

    /// Chooses the status listed at `choice` (from 1) and closes the picker; an unknown number does nothing.
    ///
    /// - Parameter choice: The number shown next to the status.
    public func pick(choice: Int) {
        guard choices.indices.contains(choice - 1) else { return }
        result.finish(with: choices[choice - 1])
    }
}
