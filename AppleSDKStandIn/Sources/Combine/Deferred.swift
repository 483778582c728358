// Stand-in for Combine's `Deferred`. Declarations read from Apple's documentation
// (theAppLaunchers/apple-docs-for-rag):
// - Combine/md/combine-deferred.md: `struct Deferred<DeferredPublisher> where DeferredPublisher : Publisher`,
//   `init(createPublisher: @escaping () -> DeferredPublisher)`, `let createPublisher: () -> DeferredPublisher`,
//   `typealias Output = DeferredPublisher.Output`, `typealias Failure = DeferredPublisher.Failure`; conforms to
//   `Publisher`. "A publisher that awaits subscription before running the supplied closure to create a publisher for
//   the new subscriber."

/// A publisher that awaits subscription before running the supplied closure to create a publisher for the new
/// subscriber (stand-in).
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = DeferredPublisher.Output
    /// The kind of errors this publisher might publish.
    public typealias Failure = DeferredPublisher.Failure

    /// The closure to execute when this deferred publisher receives a subscription.
    public let createPublisher: () -> DeferredPublisher

    /// Creates a deferred publisher.
    public init(createPublisher: @escaping () -> DeferredPublisher) {
        self.createPublisher = createPublisher
    }

    /// Attaches the specified subscriber to this publisher.
    public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
        createPublisher().receive(subscriber: subscriber)
    }
}
