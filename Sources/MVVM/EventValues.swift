/// The raises of an ``Event`` as an `AsyncSequence` (``Event/values``, ``Output/values``), for `for await`.
///
/// Each iteration subscribes when it starts (`makeAsyncIterator()`) and unsubscribes when it ends: when the loop
/// exits (`break`, `return`, a thrown error), when its task is cancelled, or when the iterator is released.
/// Raises are buffered (unbounded) until the loop takes them, so none is lost and the loop sees them in raise
/// order; the loop body runs on its task's executor, never inside the raise.
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
public struct EventValues<Element: Sendable>: AsyncSequence, Sendable {
    private let event: Event<Element>

    init(_ event: Event<Element>) {
        self.event = event
    }

    /// Subscribes to the event and returns the iterator that receives its raises.
    ///
    /// - Returns: The iterator; releasing it unsubscribes.
    public func makeAsyncIterator() -> Iterator {
        Iterator(event)
    }

    /// Receives the raises of the event, in order; ends the subscription when it is released or when its task is
    /// cancelled.
    public struct Iterator: AsyncIteratorProtocol {
        private var base: AsyncStream<Element>.Iterator
        private let subscription: Subscription

        init(_ event: Event<Element>) {
            let (stream, continuation) = AsyncStream<Element>.makeStream(bufferingPolicy: .unbounded)
            let token = event.subscribe(onAnyThread: { continuation.yield($0) })
            continuation.onTermination = { _ in token.cancel() }
            base = stream.makeAsyncIterator()
            subscription = Subscription(token)
        }

        /// The next raise, waiting for it; `nil` once the task is cancelled.
        ///
        /// - Returns: The raised value, or `nil` at the end.
        public mutating func next() async -> Element? {
            await base.next()
        }
    }

    /// Cancels the subscription when the last copy of its iterator is released.
    private final class Subscription: Sendable {
        let token: EventToken

        init(_ token: EventToken) {
            self.token = token
        }

        deinit {
            token.cancel()
        }
    }
}
