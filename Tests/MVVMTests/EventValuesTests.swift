import HarborMVVM
import Testing

@MainActor
@Suite("for await over events")
struct EventValuesTests {
    @MainActor
    final class OrdersVM {
        @Observed var orders: [Int] = []
    }

    @Test("for await over an @Observed property's values sees every set, in order; its end unsubscribes")
    func observedValues() async throws {
        let viewModel = OrdersVM()
        var seen: [[Int]] = []
        let setter = Task {
            try await waitUntil { viewModel.$orders.subscriberCount > 0 }
            viewModel.orders = [1]
            viewModel.orders = [1, 2]
        }
        for await orders in viewModel.$orders.values {
            #expect(viewModel.$orders.subscriberCount == 1)
            seen.append(orders)
            if orders.count == 2 { break }
        }
        try await setter.value
        #expect(seen == [[1], [1, 2]])
        #expect(viewModel.$orders.subscriberCount == 0)
    }

    @Test("an Output's values, sent from another task")
    func outputValues() async {
        let output = Output<String>()
        var iterator = output.values.makeAsyncIterator()
        await Task.detached {
            output.send("a")
            output.send("b")
        }.value
        var seen: [String] = []
        while let message = await iterator.next() {
            seen.append(message)
            if seen.count == 2 { break }
        }
        #expect(seen == ["a", "b"])
        _ = consume iterator
        #expect(output.events.subscriberCount == 0)
    }

    @Test("cancelling the iterating task unsubscribes")
    func cancellationUnsubscribes() async throws {
        let event = Event<Int>()
        let task = Task {
            for await _ in event.values {}
        }
        try await waitUntil { event.subscriberCount > 0 }
        task.cancel()
        await task.value
        #expect(event.subscriberCount == 0)
    }
}
