import HarborSupport

/// Keeps a closure subscription (or a `Event/bind(to:)` wiring) alive; cancelling or releasing it
/// ends the subscription.
///
/// ```swift
/// final class Presenter {
///     private let tokens = TokenBag()
///     func attach(to view: NewsScreen) {
///         view.refreshTapped.subscribe { [weak self] in self?.reload() }.store(in: tokens)
///     }
/// }
/// ```
///
/// Thread-safe: cancel from any thread, at most one cancellation takes effect.
public final class EventToken: @unchecked Sendable {
    // `@unchecked Sendable`: `lock` guards `cancelAction`, `retained` and `cancelled`.
    private let lock = Lock()
    private var cancelAction: (@Sendable () -> Void)?
    private var retained: [AnyObject]
    private var cancelled = false

    /// Creates a token that keeps `retained` (the event chain it ends in) alive until it is cancelled, and then
    /// runs `action`.
    init(retaining retained: [AnyObject], onCancel action: @escaping @Sendable () -> Void) {
        self.retained = retained
        self.cancelAction = action
    }

    /// Creates a token that runs `action` once, when it is cancelled or released.
    ///
    /// - Parameter action: The clean-up, run on the thread that cancels or releases the token.
    public convenience init(onCancel action: @escaping @Sendable () -> Void) {
        self.init(retaining: [], onCancel: action)
    }

    deinit {
        cancel()
    }

    /// Whether ``cancel()`` has run.
    public var isCancelled: Bool {
        lock.withLock { cancelled }
    }

    /// Ends the subscription and releases what the token kept alive. Calling it again does nothing.
    public func cancel() {
        let (action, retained): ((@Sendable () -> Void)?, [AnyObject]) = lock.withLock {
            guard !cancelled else { return (nil, []) }
            cancelled = true
            let taken = (cancelAction, self.retained)
            (cancelAction, self.retained) = (nil, [])
            return taken
        }
        action?()
        _ = retained  // Released after the action, outside the lock.
    }

    /// Hands the token to `bag`, which cancels it when it is emptied or released.
    ///
    /// - Parameter bag: The bag that keeps the token from now on.
    public func store(in bag: TokenBag) {
        bag.insert(self)
    }
}
