// Stand-in for Combine's `ObservableObject` and `ObservableObjectPublisher`, which SwiftUI re-exports: declared in the
// SwiftUI stand-in (there is no `Combine` stand-in module). Declarations read from Apple's documentation
// (theAppLaunchers/apple-docs-for-rag):
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

    private var receivers: [Int: () -> Void] = [:]
    private var nextKey = 0

    /// Creates an observable object publisher instance.
    public init() {}

    /// Sends the changed value to the downstream subscriber.
    public final func send() {
        for key in receivers.keys.sorted() {
            receivers[key]?()
        }
    }

    /// Stand-in plumbing (not Apple's API).
    public func _standInAttach(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        let key = nextKey
        nextKey += 1
        receivers[key] = { receive(()) }
        return AnyCancellable { [weak self] in
            self?.receivers[key] = nil
        }
    }
}
