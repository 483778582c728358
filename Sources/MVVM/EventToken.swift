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
    // `@unchecked Sendable`: `lock` guards `cancelAction` and `retained`.
    private let lock = Lock()
    private var cancelAction: (@Sendable () -> Void)?
    private var retained: AnyObject?
    private var cancelled = false

    /// Creates a token that keeps `retained` (the event chain it ends in) alive until it is cancelled.
    init(retaining retained: AnyObject?) {
        self.retained = retained
    }

    /// Creates a token that runs `action` once, when it is cancelled or released.
    ///
    /// - Parameter action: The clean-up, run on the thread that cancels or releases the token.
    public init(onCancel action: @escaping @Sendable () -> Void) {
        self.cancelAction = action
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
        let (action, retained): ((@Sendable () -> Void)?, AnyObject?) = lock.withLock {
            guard !cancelled else { return (nil, nil) }
            cancelled = true
            defer {
                cancelAction = nil
                self.retained = nil
            }
            return (cancelAction, self.retained)
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

    /// Installs the clean-up of a subscription made after the token (whose identity it needs) was created.
    func setCancelAction(_ action: @escaping @Sendable () -> Void) {
        let runNow = lock.withLock { () -> Bool in
            if cancelled { return true }
            cancelAction = action
            return false
        }
        if runNow { action() }
    }
}
