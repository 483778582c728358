// Stand-in for Combine's core protocols. Declarations read from Apple's documentation
// (theAppLaunchers/apple-docs-for-rag):
// - Combine/md/combine-publisher.md: `protocol Publisher`, `associatedtype Output`, `associatedtype Failure : Error`,
//   `func receive<S>(subscriber: S)` (required; `where S : Subscriber, Self.Failure == S.Failure,
//   Self.Output == S.Input`), `func subscribe<S>(_ subscriber: S)`, iOS 13.0+
// - Combine/md/combine-subscriber.md: `protocol Subscriber : CustomCombineIdentifierConvertible`,
//   `associatedtype Input`, `associatedtype Failure : Error`, `func receive(_ input: Self.Input) ->
//   Subscribers.Demand`, `func receive(subscription: any Subscription)`,
//   `func receive(completion: Subscribers.Completion<Self.Failure>)` (all required)
// - Combine/md/combine-subscription.md: `protocol Subscription : Cancellable, CustomCombineIdentifierConvertible`,
//   `func request(_ demand: Subscribers.Demand)` (required); "Canceling a Subscription must be thread-safe"
// - Combine/md/combine-cancellable.md: `protocol Cancellable`, `func cancel()`
// - Combine/md/combine-subscribers.md: `enum Subscribers`
// - Combine/md/combine-subscribers-completion.md: `@frozen enum Completion<Failure> where Failure : Error`,
//   `case finished`, `case failure(Failure)`
// - Combine/md/combine-subscribers-demand.md: `@frozen struct Demand`, `static let unlimited`, `static let none`,
//   `static func max(_ value: Int) -> Subscribers.Demand`, `var max: Int?`, `static func + (lhs:rhs:)`
// Left out: `CustomCombineIdentifierConvertible` (no member of it is used by Harbor), `AnySubscriber`, the
// `Publishers` operators other than `HandleEvents`, schedulers.

/// Declares that a type can transmit a sequence of values over time (stand-in).
public protocol Publisher<Output, Failure> {
    /// The kind of values published by this publisher.
    associatedtype Output
    /// The kind of errors this publisher might publish.
    associatedtype Failure: Error

    /// Attaches the specified subscriber to this publisher.
    func receive<S>(subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

extension Publisher {
    /// Attaches the specified subscriber to this publisher.
    public func subscribe<S>(_ subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input {
        receive(subscriber: subscriber)
    }
}

/// A protocol that declares a type that can receive input from a publisher (stand-in).
public protocol Subscriber<Input, Failure> {
    /// The kind of values this subscriber receives.
    associatedtype Input
    /// The kind of errors this subscriber might receive.
    associatedtype Failure: Error

    /// Tells the subscriber that it has successfully subscribed to the publisher and may request items.
    func receive(subscription: any Subscription)
    /// Tells the subscriber that the publisher has produced an element.
    func receive(_ input: Self.Input) -> Subscribers.Demand
    /// Tells the subscriber that the publisher has completed publishing, either normally or with an error.
    func receive(completion: Subscribers.Completion<Self.Failure>)
}

/// A protocol indicating that an activity or action supports cancellation (stand-in).
public protocol Cancellable {
    /// Cancel the activity.
    func cancel()
}

/// A protocol representing the connection of a subscriber to a publisher (stand-in).
public protocol Subscription: AnyObject, Cancellable {
    /// Tells a publisher that it may send more values to the subscriber.
    func request(_ demand: Subscribers.Demand)
}

/// A namespace for types that serve as subscribers (stand-in).
public enum Subscribers {
    /// A signal that a publisher doesn't produce additional elements, either due to normal completion or an error.
    @frozen public enum Completion<Failure: Error> {
        /// The publisher finished normally.
        case finished
        /// The publisher stopped publishing due to the indicated error.
        case failure(Failure)
    }

    /// A requested number of items, sent to a publisher from a subscriber through the subscription.
    @frozen public struct Demand: Equatable, Hashable, Sendable {
        /// The number of items, or nil for unlimited.
        public let max: Int?

        private init(max: Int?) {
            self.max = max
        }

        /// A request for as many values as the publisher can produce.
        public static let unlimited = Demand(max: nil)
        /// A request for no elements from the publisher.
        public static let none = Demand(max: 0)

        /// Creates a demand for the given maximum number of elements.
        public static func max(_ value: Int) -> Subscribers.Demand {
            precondition(value >= 0, "Demand must not be negative")
            return Demand(max: value)
        }

        /// Adds two demands.
        public static func + (lhs: Subscribers.Demand, rhs: Subscribers.Demand) -> Subscribers.Demand {
            guard let left = lhs.max, let right = rhs.max else { return .unlimited }
            return Demand(max: left + right)
        }
    }
}
