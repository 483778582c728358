import HarborSupport

extension Container {
    /// What a non-throwing `resolve` does when it fails; by default, stops the program with the error's
    /// ``ResolutionError/description``.
    ///
    /// Replace it to log to your crash reporter first. For a single test, prefer
    /// ``scopedFatalErrorHandler``, which only affects the task that sets it (HarborTesting's
    /// `captureResolutionFailure` uses it).
    public static var fatalErrorHandler: @Sendable (ResolutionError) -> Never {
        get { handlerLock.withLock { installedHandler } }
        set { handlerLock.withLock { installedHandler = newValue } }
    }

    /// A handler for the current task (and its child tasks) only, which wins over ``fatalErrorHandler``.
    ///
    /// ```swift
    /// Container.$scopedFatalErrorHandler.withValue({ error in record(error); parkThread() }) { … }
    /// ```
    @TaskLocal public static var scopedFatalErrorHandler: (@Sendable (ResolutionError) -> Never)?

    /// Sends a failed non-throwing resolve to the current handler.
    @usableFromInline
    static func fail(_ error: ResolutionError) -> Never {
        if let scoped = scopedFatalErrorHandler { scoped(error) }
        fatalErrorHandler(error)
    }
}

/// Guards `installedHandler`.
private let handlerLock = Lock()

/// The handler set through `Container.fatalErrorHandler`. Guarded by `handlerLock`.
nonisolated(unsafe) private var installedHandler: @Sendable (ResolutionError) -> Never = { error in
    fatalError(error.description)
}

extension Container {
    /// Stops the program from a compile-time guard overload, which only `await` can reach.
    static func failGuard(_ type: any Any.Type, expected: any Any.Type, actual: any Any.Type) -> Never {
        let name = typeName(type)
        fail(
            ResolutionError(
                kind: .argumentsMismatch(expected: typeName(expected), actual: typeName(actual)),
                typeName: name,
                path: [name]
            )
        )
    }
}
