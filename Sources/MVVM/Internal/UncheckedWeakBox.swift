/// Carries a weak reference into a `@Sendable` closure without keeping the object alive.
///
/// `@unchecked Sendable`: every use says why the object is safe where it is used.
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
