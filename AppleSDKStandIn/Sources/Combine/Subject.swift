// Stand-in for Combine's `Subject` and `PassthroughSubject`. Declarations read from Apple's documentation
// (theAppLaunchers/apple-docs-for-rag):
// - Combine/md/combine-subject.md: `protocol Subject : AnyObject, Publisher`, `func send(_ value: Self.Output)`,
//   `func send(completion: Subscribers.Completion<Self.Failure>)`, `func send(subscription: any Subscription)`
//   (all required)
// - Combine/md/combine-passthroughsubject.md: `final class PassthroughSubject<Output, Failure> where Failure : Error`,
//   `init()`, `send(_:)`, `send(completion:)`, `send(subscription:)`; conforms to `Publisher`, `Subject` (not
//   `Sendable`). "A PassthroughSubject drops values if there are no subscribers, or its current demand is zero."
// Behaviour: like Combine, `send` may be called from any thread (Combine serialises it with a lock); values go to
// each subscriber with demand, on the sending thread.

import Foundation

/// A publisher that exposes a method for outside callers to publish elements (stand-in).
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscriber.
    func send(_ value: Self.Output)
    /// Sends a completion signal to the subscriber.
    func send(completion: Subscribers.Completion<Self.Failure>)
    /// Provides this Subject an opportunity to establish demand for any new upstream subscriptions.
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends a void value to the subscriber.
    public func send() {
        send(())
    }
}

/// A subject that broadcasts elements to downstream subscribers (stand-in).
public final class PassthroughSubject<Output, Failure: Error>: Subject {
    /// Guards `conduits` and `completion`.
    private let lock = NSRecursiveLock()
    private var conduits: [Conduit] = []
    private var completion: Subscribers.Completion<Failure>?

    /// Creates a subject.
    public init() {}

    /// Attaches the specified subscriber to this publisher.
    public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
        let conduit = Conduit(subject: self, subscriber: subscriber)
        lock.lock()
        let ended = completion
        if ended == nil { conduits.append(conduit) }
        lock.unlock()
        subscriber.receive(subscription: conduit)
        if let ended { subscriber.receive(completion: ended) }
    }

    /// Sends a value to the subscriber.
    public func send(_ input: Output) {
        lock.lock()
        defer { lock.unlock() }
        guard completion == nil else { return }
        for conduit in conduits { conduit.offer(input) }
    }

    /// Sends a completion signal to the subscriber.
    public func send(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else {
            lock.unlock()
            return
        }
        self.completion = completion
        let ending = conduits
        conduits = []
        lock.unlock()
        for conduit in ending { conduit.finish(completion) }
    }

    /// Sends a subscription to the subscriber (requests unlimited values from it).
    public func send(subscription: any Subscription) {
        subscription.request(.unlimited)
    }

    private func remove(_ conduit: Conduit) {
        lock.lock()
        conduits.removeAll { $0 === conduit }
        lock.unlock()
    }

    /// One subscriber's connection: its outstanding demand, and the subscriber until it cancels.
    private final class Conduit: Subscription {
        // Guarded by the subject's lock (recursive, so a subscriber may request or cancel from `receive`).
        private weak var subject: PassthroughSubject?
        private var demand = Subscribers.Demand.none
        private var receiveValue: ((Output) -> Subscribers.Demand)?
        private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?

        init<S: Subscriber>(subject: PassthroughSubject, subscriber: S)
        where S.Input == Output, S.Failure == Failure {
            self.subject = subject
            receiveValue = { subscriber.receive($0) }
            receiveCompletion = { subscriber.receive(completion: $0) }
        }

        func offer(_ input: Output) {
            guard let receiveValue, demand != .none else { return }
            if let max = demand.max { demand = .max(max - 1) }
            demand = demand + receiveValue(input)
        }

        func finish(_ completion: Subscribers.Completion<Failure>) {
            let receive = receiveCompletion
            cancel()
            receive?(completion)
        }

        func request(_ demand: Subscribers.Demand) {
            subject?.lock.lock()
            self.demand = self.demand + demand
            subject?.lock.unlock()
        }

        func cancel() {
            receiveValue = nil
            receiveCompletion = nil
            subject?.remove(self)
        }
    }
}
