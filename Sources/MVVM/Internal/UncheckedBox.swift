/// Carries a value into a `@Sendable` closure that Harbor runs where the value may be used.
///
/// `@unchecked Sendable`: every use says why the value is safe there (an ``Event`` hands itself to the main queue
/// to run main-actor deliveries, whose arguments it queued under its lock).
final class UncheckedBox<Value: AnyObject>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// A weak ``UncheckedBox``: carries a reference into a `@Sendable` closure without keeping the object alive.
///
/// `@unchecked Sendable`: as ``UncheckedBox``, every use says why the object is safe where it is used.
final class UncheckedWeakBox: @unchecked Sendable {
    weak var value: AnyObject?

    init(_ value: AnyObject) {
        self.value = value
    }
}

/// Carries values into `MainActor.assumeIsolated` from code that has just checked it runs on the main queue.
///
/// `@unchecked Sendable`: the values are used on the thread that made the box, synchronously.
struct OnThisThread<Value>: @unchecked Sendable {
    let value: Value
}
