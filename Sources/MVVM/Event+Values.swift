extension Event where Args: Sendable {
    /// The raises of this event as an `AsyncSequence`, for `for await`: each loop subscribes when it starts and
    /// unsubscribes when it ends (see ``EventValues``).
    ///
    /// ```swift
    /// @MainActor final class OrdersVM {
    ///     @Observed var orders: [String] = []
    /// }
    ///
    /// @MainActor func watch(_ viewModel: OrdersVM) async {
    ///     for await orders in viewModel.$orders.values {
    ///         print(orders.count)
    ///     }
    /// }
    /// ```
    public var values: EventValues<Args> {
        EventValues(self)
    }
}

extension Output where Message: Sendable {
    /// The messages sent through this output as an `AsyncSequence`, for `for await` (see ``Event/values``).
    ///
    /// ```swift
    /// func log(_ output: Output<String>) async {
    ///     for await message in output.values {
    ///         print(message)
    ///     }
    /// }
    /// ```
    public var values: EventValues<Message> {
        events.values
    }
}
