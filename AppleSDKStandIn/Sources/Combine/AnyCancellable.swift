// Stand-in for Combine's `AnyCancellable`. Declarations read from Apple's documentation
// (theAppLaunchers/apple-docs-for-rag):
// - Combine/md/combine-anycancellable.md: `final class AnyCancellable`, conforms to `Cancellable`, `Hashable`
// - Combine/md/combine-anycancellable-init(_:)-3icn3.md: `init(_ cancel: @escaping () -> Void)`
// - Combine/md/combine-anycancellable-cancel().md: `final func cancel()`; an AnyCancellable cancels when deinitialised
// - Combine/md/combine-anycancellable-store(in:)-6cr9i.md: `final func store(in set: inout Set<AnyCancellable>)`

/// A type-erasing cancellable object that executes a provided closure when canceled (stand-in).
public final class AnyCancellable: Cancellable, Hashable {
    // Stand-in: not thread-safe (Harbor's tests cancel on the thread that subscribed).
    private var onCancel: (() -> Void)?

    /// Initializes the cancellable object with the given cancel-time closure.
    public init(_ cancel: @escaping () -> Void) {
        onCancel = cancel
    }

    deinit {
        onCancel?()
    }

    /// Cancel the activity.
    public final func cancel() {
        let onCancel = self.onCancel
        self.onCancel = nil
        onCancel?()
    }

    /// Stores this type-erasing cancellable instance in the specified set.
    public final func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Whether two cancellables are the same instance.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    /// Hashes the identity of this instance.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
