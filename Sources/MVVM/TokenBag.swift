import HarborSupport

/// Holds ``EventToken``s and cancels all of them when it is released, so subscriptions end with their owner.
///
/// ```swift
/// private let tokens = TokenBag()
/// event.map { $0.count }.bind(to: counter.updated).store(in: tokens)
/// ```
///
/// Thread-safe.
public final class TokenBag: @unchecked Sendable {
    // `@unchecked Sendable`: `lock` guards `tokens`.
    private let lock = Lock()
    private var tokens: [EventToken] = []

    /// Creates an empty bag.
    public init() {}

    deinit {
        cancelAll()
    }

    /// The number of tokens in the bag.
    public var count: Int {
        lock.withLock { tokens.count }
    }

    /// Keeps `token` until the bag is emptied or released.
    ///
    /// - Parameter token: The token to keep.
    public func insert(_ token: EventToken) {
        lock.withLock { tokens.append(token) }
    }

    /// Cancels every token and empties the bag.
    public func cancelAll() {
        let taken = lock.withLock { () -> [EventToken] in
            defer { tokens = [] }
            return tokens
        }
        for token in taken {
            token.cancel()
        }
    }
}
