// Stand-in for Combine's `ObservableObject` and `ObservableObjectPublisher` (SwiftUI re-exports them). Declarations
// read from Apple's documentation (theAppLaunchers/apple-docs-for-rag):
// - Combine/md/combine-observableobject.md: `protocol ObservableObject : AnyObject`,
//   `associatedtype ObjectWillChangePublisher : Publisher = ObservableObjectPublisher`,
//   `var objectWillChange: Self.ObjectWillChangePublisher` (required; Apple also provides a default implementation,
//   synthesised from `@Published` properties, which the stand-in leaves out)
// - Combine/md/combine-observableobjectpublisher.md: `final class ObservableObjectPublisher`, `init()`, conforms to
//   `Publisher` (Output `Void`, Failure `Never`)
// - Combine/md/combine-observableobjectpublisher-send().md: `final func send()`

/// A type of object with a publisher that emits before the object has changed (stand-in).
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// A publisher that emits before the object has changed.
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

/// A publisher that publishes changes from observable objects (stand-in).
public final class ObservableObjectPublisher: Publisher {
    /// The kind of values published by this publisher.
    public typealias Output = Void
    /// The kind of errors this publisher might publish.
    public typealias Failure = Never

    private let subject = PassthroughSubject<Void, Never>()

    /// Creates an observable object publisher instance.
    public init() {}

    /// Sends the changed value to the downstream subscriber.
    public final func send() {
        subject.send(())
    }

    /// Attaches the specified subscriber to this publisher.
    public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
        subject.receive(subscriber: subscriber)
    }
}
