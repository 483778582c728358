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

    /// What another Harbor module knows about a failure that happens on this task and the container does not
    /// (HarborNavigation: the screen being shown, and how to make the failure catchable); its description is
    /// written to standard error before the handler runs, and only made then. Not a closure: binding a
    /// closure-typed task-local crashes optimized builds (Swift 6.3 on Linux).
    @TaskLocal package static var failureNote: (any CustomStringConvertible & Sendable)?

    /// Sends a failed non-throwing resolve to the current handler.
    @usableFromInline
    static func fail(_ error: ResolutionError) -> Never {
        if let note = failureNote { writeToStandardError(note.description) }
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
