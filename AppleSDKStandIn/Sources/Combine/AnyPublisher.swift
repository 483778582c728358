// Stand-in for Combine's `AnyPublisher` and `eraseToAnyPublisher()`. Declarations read from Apple's documentation
// (theAppLaunchers/apple-docs-for-rag):
// - Combine/md/combine-anypublisher.md: `@frozen struct AnyPublisher<Output, Failure> where Failure : Error`,
//   `init<P>(_ publisher: P) where Output == P.Output, Failure == P.Failure, P : Publisher`; conforms to `Publisher`
// - Combine/md/combine-anypublisher-erasetoanypublisher().md (and the `Publisher` operator of the same name):
//   `func eraseToAnyPublisher() -> AnyPublisher<Self.Output, Self.Failure>`

/// A publisher that performs type erasure by wrapping another publisher (stand-in).
@frozen public struct AnyPublisher<Output, Failure: Error>: Publisher {
    @usableFromInline let attach: (AnySubscriberBox<Output, Failure>) -> Void

    /// Creates a type-erasing publisher to wrap the provided publisher.
    public init<P: Publisher>(_ publisher: P) where Output == P.Output, Failure == P.Failure {
        attach = { publisher.receive(subscriber: $0) }
    }

    /// Attaches the specified subscriber to this publisher.
    public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
        attach(AnySubscriberBox(subscriber))
    }
}

extension Publisher {
    /// Wraps this publisher with a type eraser.
    public func eraseToAnyPublisher() -> AnyPublisher<Self.Output, Self.Failure> {
        AnyPublisher(self)
    }
}

/// Stand-in plumbing (not Apple's API; Combine has `AnySubscriber`): a subscriber behind closures.
public struct AnySubscriberBox<Input, Failure: Error>: Subscriber {
    private let onSubscription: (any Subscription) -> Void
    private let onInput: (Input) -> Subscribers.Demand
    private let onCompletion: (Subscribers.Completion<Failure>) -> Void

    init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        onSubscription = { subscriber.receive(subscription: $0) }
        onInput = { subscriber.receive($0) }
        onCompletion = { subscriber.receive(completion: $0) }
    }

    /// Forwards the subscription.
    public func receive(subscription: any Subscription) { onSubscription(subscription) }
    /// Forwards an element.
    public func receive(_ input: Input) -> Subscribers.Demand { onInput(input) }
    /// Forwards the completion.
    public func receive(completion: Subscribers.Completion<Failure>) { onCompletion(completion) }
}
