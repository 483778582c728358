// Stand-in for Combine's `Publisher`, `AnyCancellable` and `sink(receiveValue:)`, which SwiftUI re-exports: declared
// in the SwiftUI stand-in (there is no `Combine` stand-in module), only what Harbor's SwiftUI adapter and its tests
// use. Declarations read from Apple's documentation (theAppLaunchers/apple-docs-for-rag):
// - Combine/md/combine-publisher.md: `protocol Publisher`, `associatedtype Output`, `associatedtype Failure : Error`
// - Combine/md/combine-publisher-sink(receivevalue:).md:
//   `func sink(receiveValue: @escaping (Self.Output) -> Void) -> AnyCancellable`, available when `Failure` is `Never`
// - Combine/md/combine-anycancellable.md: `final class AnyCancellable`, `init(() -> Void)`, `func cancel()`
// Left out: `receive(subscriber:)` and `Subscriber` (the stand-in attaches sinks through `_standInAttach`, which is
// stand-in plumbing and not Apple's API), and every operator.

/// A type that can transmit a sequence of values over time (stand-in).
public protocol Publisher {
    /// The kind of values published by this publisher.
    associatedtype Output
    /// The kind of errors this publisher might publish.
    associatedtype Failure: Error

    /// Stand-in plumbing (not Apple's API): attaches `receive` until the returned token is cancelled or released.
    func _standInAttach(_ receive: @escaping (Output) -> Void) -> AnyCancellable
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
    public func sink(receiveValue: @escaping (Self.Output) -> Void) -> AnyCancellable {
        _standInAttach(receiveValue)
    }
}

/// A type-erasing cancellable object that executes a provided closure when canceled (stand-in).
public final class AnyCancellable {
    private var onCancel: (() -> Void)?

    /// Initializes the cancellable object with the given cancel-time closure.
    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    deinit {
        onCancel?()
    }

    /// Cancel the activity.
    public func cancel() {
        let onCancel = self.onCancel
        self.onCancel = nil
        onCancel?()
    }
}
