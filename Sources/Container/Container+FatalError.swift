import HarborSupport

extension Container {
    /// What a non-throwing `resolve` does when it fails; by default, stops the program with the error's
    /// ``ResolutionError/description``.
    ///
    /// Replace it to log to your crash reporter first. For a single test, prefer
    /// ``withFatalErrorHandler(_:operation:)``, which only affects the task that calls it (HarborTesting's
    /// `captureResolutionFailure` uses it).
    public static var fatalErrorHandler: @Sendable (ResolutionError) -> Never {
        get { installedHandler.withLock { $0 } }
        set { installedHandler.withLock { $0 = newValue } }
    }

    /// The handler set for the current task (and its child tasks) by ``withFatalErrorHandler(_:operation:)``,
    /// which wins over ``fatalErrorHandler``; `nil` outside such a call.
    public static var scopedFatalErrorHandler: (@Sendable (ResolutionError) -> Never)? {
        ScopedFatalErrorHandler.current?.handle
    }

    /// Runs `operation` with `handler` as the fatal-error handler of the current task and its child tasks only.
    ///
    /// ```swift
    /// Container.withFatalErrorHandler({ error in record(error); parkThread() }) { … }
    /// ```
    ///
    /// HarborTesting's `captureResolutionFailure` is built on it.
    ///
    /// - Parameters:
    ///   - handler: What a failed non-throwing resolve in `operation` calls; it must not return.
    ///   - operation: The code to run.
    /// - Returns: What `operation` returns.
    /// - Throws: What `operation` throws.
    public static func withFatalErrorHandler<Result, Failure: Error>(
        _ handler: @escaping @Sendable (ResolutionError) -> Never,
        operation: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        // The closure travels in a struct: Swift 6.3's optimizer miscompiles a synchronous `withValue` of a
        // task-local whose value is an optional function (release builds crash in swift_task_localValuePush).
        // `FatalErrorHandlerTests` runs this in release builds in CI.
        var outcome: Swift.Result<Result, Failure>?
        ScopedFatalErrorHandler.$current.withValue(ScopedFatalErrorHandler(handle: handler)) {
            do throws(Failure) {
                outcome = .success(try operation())
            } catch {
                outcome = .failure(error)
            }
        }
        // `withValue` ran the closure, so `outcome` is set.
        return try outcome!.get()
    }

    /// What another Harbor module knows about a failure that happens on this task and the container does not
    /// (HarborNavigation: the screen being shown, and how to make the failure catchable); its description is
    /// written to standard error before the handler runs, and only made then. Not a closure: binding a
    /// closure-typed task-local crashes optimized builds (Swift 6.3 on Linux).
    @TaskLocal package static var failureNote: (any CustomStringConvertible & Sendable)?
}

/// Sends a failed non-throwing resolve (or a refused binding) to the current handler, noting whether an enclosing
/// `resolveOrThrow` would have handled it.
func failResolution(_ error: ResolutionError) -> Never {
    var error = error
    error.isHandledAbove = ResolutionStack.current.frames.contains { $0.caught }
    if let note = Container.failureNote { writeToStandardError(note.description) }
    if let scoped = Container.scopedFatalErrorHandler { scoped(error) }
    Container.fatalErrorHandler(error)
}

/// The task-local handler of ``Container/withFatalErrorHandler(_:operation:)``.
struct ScopedFatalErrorHandler: Sendable {
    @TaskLocal static var current: ScopedFatalErrorHandler?

    let handle: @Sendable (ResolutionError) -> Never
}

/// The handler set through `Container.fatalErrorHandler`.
private let installedHandler = Locked<@Sendable (ResolutionError) -> Never> { error in
    fatalError(error.description)
}
