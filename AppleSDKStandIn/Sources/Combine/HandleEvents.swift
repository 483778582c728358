// Stand-in for Combine's `Publishers.HandleEvents` and `handleEvents`. Declarations read from Apple's documentation
// (theAppLaunchers/apple-docs-for-rag):
// - Combine/md/combine-publishers.md: `enum Publishers`
// - Combine/md/combine-anypublisher-handleevents(receivesubscription:receiveoutput:receivecompletion:receivecancel:
//   receiverequest:).md, and the `Publisher` operator of the same name: `func handleEvents(receiveSubscription:
//   ((any Subscription) -> Void)? = nil, receiveOutput: ((Self.Output) -> Void)? = nil, receiveCompletion:
//   ((Subscribers.Completion<Self.Failure>) -> Void)? = nil, receiveCancel: (() -> Void)? = nil, receiveRequest:
//   ((Subscribers.Demand) -> Void)? = nil) -> Publishers.HandleEvents<Self>`
// - Combine/md/combine-publishers-handleevents.md: `struct HandleEvents<Upstream> where Upstream : Publisher`,
//   `let upstream: Upstream`, conforms to `Publisher`

/// A namespace for types that serve as publishers (stand-in).
public enum Publishers {
    /// A publisher that performs the specified closures when publisher events occur (stand-in).
    public struct HandleEvents<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A closure that executes when the publisher receives the subscription from the upstream publisher.
        public var receiveSubscription: ((any Subscription) -> Void)?
        /// A closure that executes when the publisher receives a value from the upstream publisher.
        public var receiveOutput: ((Upstream.Output) -> Void)?
        /// A closure that executes when the upstream publisher finishes normally or terminates with an error.
        public var receiveCompletion: ((Subscribers.Completion<Upstream.Failure>) -> Void)?
        /// A closure that executes when the downstream receiver cancels publishing.
        public var receiveCancel: (() -> Void)?
        /// A closure that executes when the publisher receives a request for more elements.
        public var receiveRequest: ((Subscribers.Demand) -> Void)?

        /// Attaches the specified subscriber to this publisher.
        public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
            upstream.receive(subscriber: Inner(events: self, downstream: subscriber))
        }

        /// Subscriber of the upstream and subscription of the downstream, calling the closures on the way.
        private final class Inner<Downstream: Subscriber>: Subscriber, Subscription
        where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
            typealias Input = Upstream.Output
            typealias Failure = Upstream.Failure
            private let events: HandleEvents
            private let downstream: Downstream
            private var upstreamSubscription: (any Subscription)?

            init(events: HandleEvents, downstream: Downstream) {
                self.events = events
                self.downstream = downstream
            }

            func receive(subscription: any Subscription) {
                upstreamSubscription = subscription
                events.receiveSubscription?(subscription)
                downstream.receive(subscription: self)
            }

            func receive(_ input: Input) -> Subscribers.Demand {
                events.receiveOutput?(input)
                return downstream.receive(input)
            }

            func receive(completion: Subscribers.Completion<Failure>) {
                events.receiveCompletion?(completion)
                downstream.receive(completion: completion)
            }

            func request(_ demand: Subscribers.Demand) {
                events.receiveRequest?(demand)
                upstreamSubscription?.request(demand)
            }

            func cancel() {
                guard let subscription = upstreamSubscription else { return }
                upstreamSubscription = nil
                events.receiveCancel?()
                subscription.cancel()
            }
        }
    }
}

extension Publisher {
    /// Performs the specified closures when publisher events occur.
    public func handleEvents(
        receiveSubscription: ((any Subscription) -> Void)? = nil,
        receiveOutput: ((Self.Output) -> Void)? = nil,
        receiveCompletion: ((Subscribers.Completion<Self.Failure>) -> Void)? = nil,
        receiveCancel: (() -> Void)? = nil,
        receiveRequest: ((Subscribers.Demand) -> Void)? = nil
    ) -> Publishers.HandleEvents<Self> {
        Publishers.HandleEvents(
            upstream: self, receiveSubscription: receiveSubscription, receiveOutput: receiveOutput,
            receiveCompletion: receiveCompletion, receiveCancel: receiveCancel, receiveRequest: receiveRequest)
    }
}
