/// One subscription of an ``Event``: the subscriber, held weakly, and the handler that receives it.
///
/// Entries are immutable once published (the `weak` reference is only written by `init`), so a raise reads them
/// outside the event's lock. The runtime makes loading a weak reference thread-safe.
final class EventEntry<Args> {
    /// The subscriber's identity, the key of the event's index.
    let key: ObjectIdentifier
    /// The subscriber; `nil` once it is deallocated, which ends the subscription.
    private(set) weak var subscriber: AnyObject?
    /// The actor the subscription was made from (`#isolation`), whose isolation a raise checks; `nil` when made
    /// from nonisolated code.
    let isolation: (any Actor)?
    /// Calls the user's handler with the subscriber downcast to its static type.
    let invoke: (AnyObject, Args) -> Void

    init(subscriber: AnyObject, isolation: (any Actor)?, invoke: @escaping (AnyObject, Args) -> Void) {
        self.key = ObjectIdentifier(subscriber)
        self.subscriber = subscriber
        self.isolation = isolation
        self.invoke = invoke
    }
}
