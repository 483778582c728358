// Stand-in for Combine's `Publishers.RemoveDuplicates`. Declarations read from Apple's documentation
// (theAppLaunchers/apple-docs-for-rag):
// - Combine/md/combine-publisher-removeduplicates().md: `func removeDuplicates() -> Publishers.RemoveDuplicates<Self>`,
//   available when `Output` conforms to `Equatable`; "uses the current and previously published elements as the
//   basis for its comparison"
// - Combine/md/combine-publisher.md: `func removeDuplicates(by: (Self.Output, Self.Output) -> Bool) ->
//   Publishers.RemoveDuplicates<Self>`
// - Combine/md/combine-publishers-removeduplicates.md: `struct RemoveDuplicates<Upstream> where Upstream : Publisher`,
//   `let upstream: Upstream`, `let predicate: (Upstream.Output, Upstream.Output) -> Bool`

extension Publishers {
    /// A publisher that publishes only elements that don't match the previous element (stand-in).
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Upstream.Output
        /// The kind of errors this publisher might publish.
        public typealias Failure = Upstream.Failure

        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// A closure to evaluate whether two elements are equivalent, for purposes of filtering.
        public let predicate: (Upstream.Output, Upstream.Output) -> Bool

        /// Attaches the specified subscriber to this publisher.
        public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
            var previous: Output?
            let predicate = self.predicate
            let filtering = Filtering(downstream: subscriber) { value in
                defer { previous = value }
                guard let previous else { return true }
                return !predicate(previous, value)
            }
            upstream.receive(subscriber: filtering)
        }

        /// Forwards the elements `isIncluded` accepts.
        private struct Filtering<Downstream: Subscriber>: Subscriber
        where Downstream.Input == Upstream.Output, Downstream.Failure == Upstream.Failure {
            typealias Input = Upstream.Output
            typealias Failure = Upstream.Failure
            let downstream: Downstream
            let isIncluded: (Input) -> Bool

            func receive(subscription: any Subscription) { downstream.receive(subscription: subscription) }
            func receive(_ input: Input) -> Subscribers.Demand {
                isIncluded(input) ? downstream.receive(input) : .max(1)
            }
            func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
        }
    }
}

extension Publisher where Output: Equatable {
    /// Publishes only elements that don't match the previous element.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        removeDuplicates(by: ==)
    }
}

extension Publisher {
    /// Publishes only elements that don't match the previous element, as evaluated by a provided closure.
    public func removeDuplicates(
        by predicate: @escaping (Self.Output, Self.Output) -> Bool
    ) -> Publishers.RemoveDuplicates<Self> {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }
}
