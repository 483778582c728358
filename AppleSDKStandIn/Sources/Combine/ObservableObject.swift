import Foundation

// Stand-in for Combine's `ObservableObject` and `ObservableObjectPublisher` (SwiftUI uses them without re-exporting Combine). Declarations
// read from Apple's documentation (theAppLaunchers/apple-docs-for-rag):
// - Combine/md/combine-observableobject.md: `protocol ObservableObject : AnyObject`,
//   `associatedtype ObjectWillChangePublisher : Publisher = ObservableObjectPublisher`,
//   `var objectWillChange: Self.ObjectWillChangePublisher` (required)
// - Combine/md/combine-observableobject.md, "Overview": "By default an ObservableObject synthesizes an
//   objectWillChange publisher that emits the changed value before any of its @Published properties changes":
//   `extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher`,
//   `var objectWillChange: ObservableObjectPublisher { get }`
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

    /// The default publishers of objects that use the default `objectWillChange`, made on first read.
    private static let defaults = DefaultPublishers()

    /// The default publisher of `object`, made on first read.
    static func `default`(for object: AnyObject) -> ObservableObjectPublisher {
        defaults.publisher(for: object, create: true)!
    }

    /// The default publisher of `object` if one was read already (nobody can be subscribed to it otherwise).
    static func existing(for object: AnyObject) -> ObservableObjectPublisher? {
        defaults.publisher(for: object, create: false)
    }

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

extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed (one per object, sent by its `@Published` properties).
    public var objectWillChange: ObservableObjectPublisher {
        ObservableObjectPublisher.default(for: self)
    }
}

/// Stand-in plumbing: each object's default `objectWillChange`, for as long as the object lives.
private final class DefaultPublishers: @unchecked Sendable {
    /// Guards `entries`.
    private let lock = NSLock()
    private var entries: [ObjectIdentifier: (owner: Weak, publisher: ObservableObjectPublisher)] = [:]

    private struct Weak {
        weak var object: AnyObject?
    }

    func publisher(for object: AnyObject, create: Bool) -> ObservableObjectPublisher? {
        lock.lock()
        defer { lock.unlock() }
        let key = ObjectIdentifier(object)
        if let entry = entries[key], entry.owner.object === object { return entry.publisher }
        guard create else { return nil }
        entries = entries.filter { $0.value.owner.object != nil }
        let publisher = ObservableObjectPublisher()
        entries[key] = (Weak(object: object), publisher)
        return publisher
    }
}
