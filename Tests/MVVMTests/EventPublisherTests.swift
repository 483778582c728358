// Combine exists on Apple platforms, and in the Apple SDK stand-in (AppleSDKStandIn/, scripts/ci-apple-standin.sh),
// which runs this file against its transcription of Combine's declarations; on Linux it compiles to nothing.
#if canImport(Combine)
    import Combine
    import Foundation
    import HarborMVVM
    import Testing

    @MainActor
    @Suite("Event and Output as Combine publishers")
    struct EventPublisherTests {
        @MainActor
        final class OrdersVM {
            @Observed var orders: [Int] = []
        }

        @Test("a sink receives every raise in order, and subscribes only while it lives")
        func sinkReceivesRaises() {
            let event = Event<Int>()
            let publisher = event.publisher
            #expect(event.subscriberCount == 0)
            var seen: [Int] = []
            let cancellable = publisher.sink { seen.append($0) }
            #expect(event.subscriberCount == 1)
            event.raise(1)
            event.raise(2)
            #expect(seen == [1, 2])
            cancellable.cancel()
            #expect(event.subscriberCount == 0)
            event.raise(3)
            #expect(seen == [1, 2])
        }

        @Test("releasing the cancellable unsubscribes")
        func releaseUnsubscribes() {
            let event = Event<String>()
            var seen: [String] = []
            do {
                let cancellable = event.publisher.sink { seen.append($0) }
                event.raise("a")
                withExtendedLifetime(cancellable) {}
            }
            #expect(event.subscriberCount == 0)
            event.raise("b")
            #expect(seen == ["a"])
        }

        @Test("each subscription to one publisher is its own subscription to the event")
        func independentSubscriptions() {
            let event = Event<Int>()
            let publisher = event.publisher
            var first: [Int] = []
            var second: [Int] = []
            let one = publisher.sink { first.append($0) }
            let two = publisher.sink { second.append($0) }
            #expect(event.subscriberCount == 2)
            event.raise(1)
            one.cancel()
            event.raise(2)
            #expect(first == [1])
            #expect(second == [1, 2])
            withExtendedLifetime(two) {}
        }

        @Test("an @Observed property's publisher and an Output's publisher")
        func observedAndOutput() {
            let viewModel = OrdersVM()
            let output = Output<String>()
            var orders: [[Int]] = []
            var messages: [String] = []
            let a = viewModel.$orders.publisher.sink { orders.append($0) }
            let b = output.publisher.sink { messages.append($0) }
            viewModel.orders = [1]
            output.send("shown")
            #expect(orders == [[1]])
            #expect(messages == ["shown"])
            withExtendedLifetime((a, b)) {}
        }

        @Test("values raised on another thread arrive on that thread (add receive(on:) for UI)")
        func backgroundRaise() async {
            let event = Event<Int>()
            let received = Received()
            let cancellable = event.publisher.sink { value in
                received.append(value, onMain: Thread.isMainThread)
            }
            await Task.detached { event.raise(7) }.value
            #expect(received.values == [7])
            #expect(received.onMain == [false])
            withExtendedLifetime(cancellable) {}
        }
    }

    /// What a sink received, from any thread.
    private final class Received: @unchecked Sendable {
        /// Guards `values` and `onMain`.
        private let lock = NSLock()
        private var storedValues: [Int] = []
        private var storedOnMain: [Bool] = []

        var values: [Int] { lock.withLock { storedValues } }
        var onMain: [Bool] { lock.withLock { storedOnMain } }

        func append(_ value: Int, onMain: Bool) {
            lock.withLock {
                storedValues.append(value)
                storedOnMain.append(onMain)
            }
        }
    }
#endif
