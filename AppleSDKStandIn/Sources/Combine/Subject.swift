// Stand-in for Combine's `Subject` and `PassthroughSubject`. Declarations read from Apple's documentation
// (theAppLaunchers/apple-docs-for-rag):
// - Combine/md/combine-subject.md: `protocol Subject : AnyObject, Publisher`, `func send(_ value: Self.Output)`,
//   `func send(completion: Subscribers.Completion<Self.Failure>)`, `func send(subscription: any Subscription)`
//   (all required)
// - Combine/md/combine-currentvaluesubject.md: `final class CurrentValueSubject<Output, Failure> where Failure :
//   Error`, `init(_ value: Output)`, `final var value: Output`; a new subscriber receives the current value first
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
    private let core = SubjectCore<Output, Failure>()

    /// Creates a subject.
    public init() {}

    /// Attaches the specified subscriber to this publisher.
    public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
        core.attach(subscriber, current: nil)
    }

    /// Sends a value to the subscriber.
    public func send(_ input: Output) {
        core.send(input)
    }

    /// Sends a completion signal to the subscriber.
    public func send(completion: Subscribers.Completion<Failure>) {
        core.send(completion: completion)
    }

    /// Sends a subscription to the subscriber (requests unlimited values from it).
    public func send(subscription: any Subscription) {
        subscription.request(.unlimited)
    }
}

/// A subject that wraps a single value and publishes a new element whenever the value changes (stand-in).
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
    private let core = SubjectCore<Output, Failure>()
    /// Guarded by `core.lock`.
    private var current: Output

    /// Creates a current value subject with the given initial value.
    public init(_ value: Output) {
        current = value
    }

    /// The value wrapped by this subject, published as a new element whenever it changes.
    public var value: Output {
        get { core.lock.withLock { current } }
        set { send(newValue) }
    }

    /// Attaches the specified subscriber to this publisher; it receives the current value first.
    public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
        core.attach(subscriber, current: { self.current })
    }

    /// Sends a value to the subscriber.
    public func send(_ input: Output) {
        core.lock.withLock {
            current = input
            core.send(input)
        }
    }

    /// Sends a completion signal to the subscriber.
    public func send(completion: Subscribers.Completion<Failure>) {
        core.send(completion: completion)
    }

    /// Sends a subscription to the subscriber (requests unlimited values from it).
    public func send(subscription: any Subscription) {
        subscription.request(.unlimited)
    }
}

/// Stand-in plumbing: the subscribers of a subject, each with its outstanding demand.
final class SubjectCore<Output, Failure: Error> {
    /// Guards `conduits`, `completion` and every conduit's state (recursive: a subscriber may request or cancel
    /// from inside `receive`).
    let lock = NSRecursiveLock()
    private var conduits: [Conduit] = []
    private var completion: Subscribers.Completion<Failure>?

    /// Attaches `subscriber`; if `current` is given, delivers its value first, as the subscriber's demand allows.
    func attach<S: Subscriber>(_ subscriber: S, current: (() -> Output)?)
    where S.Input == Output, S.Failure == Failure {
        let conduit = Conduit(core: self, subscriber: subscriber)
        lock.lock()
        defer { lock.unlock() }
        let ended = completion
        if ended == nil { conduits.append(conduit) }
        subscriber.receive(subscription: conduit)
        if let ended {
            subscriber.receive(completion: ended)
        } else if let current {
            conduit.offer(current())
        }
    }

    func send(_ input: Output) {
        lock.lock()
        defer { lock.unlock() }
        guard completion == nil else { return }
        for conduit in conduits { conduit.offer(input) }
    }

    func send(completion: Subscribers.Completion<Failure>) {
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

    private func remove(_ conduit: Conduit) {
        lock.lock()
        conduits.removeAll { $0 === conduit }
        lock.unlock()
    }

    /// One subscriber's connection: its outstanding demand, and the subscriber until it cancels.
    private final class Conduit: Subscription {
        private weak var core: SubjectCore?
        private var demand = Subscribers.Demand.none
        private var receiveValue: ((Output) -> Subscribers.Demand)?
        private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?

        init<S: Subscriber>(core: SubjectCore, subscriber: S) where S.Input == Output, S.Failure == Failure {
            self.core = core
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
            core?.lock.lock()
            self.demand = self.demand + demand
            core?.lock.unlock()
        }

        func cancel() {
            receiveValue = nil
            receiveCompletion = nil
            core?.remove(self)
        }
    }
}
