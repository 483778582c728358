// Stand-in for Combine's `Subscribers.Sink` and the `sink` operators. Declarations read from Apple's documentation
// (theAppLaunchers/apple-docs-for-rag):
// - Combine/md/combine-subscribers-sink.md: `final class Sink<Input, Failure> where Failure : Error`, conforms to
//   `Cancellable`, `Subscriber`; `init(receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void),
//   receiveValue: @escaping ((Input) -> Void))`; it requests an unlimited number of values
// - Combine/md/combine-publisher-sink(receivecompletion:receivevalue:).md: `func sink(receiveCompletion: @escaping
//   ((Subscribers.Completion<Self.Failure>) -> Void), receiveValue: @escaping ((Self.Output) -> Void)) ->
//   AnyCancellable`
// - Combine/md/combine-publisher-sink(receivevalue:).md: `func sink(receiveValue: @escaping (Self.Output) -> Void)
//   -> AnyCancellable`, available when `Failure` is `Never`

extension Subscribers {
    /// A simple subscriber that requests an unlimited number of values upon subscription (stand-in).
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable {
        private var receiveValue: ((Input) -> Void)?
        private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
        private var subscription: (any Subscription)?

        /// Initializes a sink with the provided closures.
        public init(
            receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void),
            receiveValue: @escaping ((Input) -> Void)
        ) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        /// Tells the subscriber that it has successfully subscribed to the publisher and may request items.
        public func receive(subscription: any Subscription) {
            self.subscription = subscription
            subscription.request(.unlimited)
        }

        /// Tells the subscriber that the publisher has produced an element.
        public func receive(_ value: Input) -> Subscribers.Demand {
            receiveValue?(value)
            return .none
        }

        /// Tells the subscriber that the publisher has completed publishing, either normally or with an error.
        public func receive(completion: Subscribers.Completion<Failure>) {
            receiveCompletion?(completion)
            receiveValue = nil
            receiveCompletion = nil
            subscription = nil
        }

        /// Cancel the activity.
        public func cancel() {
            let subscription = self.subscription
            self.subscription = nil
            receiveValue = nil
            receiveCompletion = nil
            subscription?.cancel()
        }
    }
}

extension Publisher {
    /// Attaches a subscriber with closure-based behavior.
    public func sink(
        receiveCompletion: @escaping ((Subscribers.Completion<Self.Failure>) -> Void),
        receiveValue: @escaping ((Self.Output) -> Void)
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable { sink.cancel() }
    }
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
    public func sink(receiveValue: @escaping (Self.Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}
