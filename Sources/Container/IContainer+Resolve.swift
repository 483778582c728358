extension IContainer {
    /// Resolves `T` with typed arguments.
    ///
    /// ```swift
    /// let details: OrderDetailsVM = container.resolve(args: order)
    /// ```
    ///
    /// A failure (a dependency cycle, a mock with other arguments) stops the program through
    /// ``Container/fatalErrorHandler`` with a message that names the resolution path; use
    /// ``IContainer/resolveOrThrow(_:args:)-(T.Type,_)`` to handle it instead.
    ///
    /// - Parameters:
    ///   - type: The type to resolve; usually inferred from the context.
    ///   - args: The arguments `T`'s initializer takes.
    /// - Returns: An instance of `T` (or of the mock that replaces it).
    public func resolve<T: IResolvable>(_ type: T.Type = T.self, args: T.Arguments) -> T {
        // A `Container` is asked without `resolveOrThrow`, so that a failure's message does not say to hand it up.
        if let container = self as? Container { return container.resolve(type, args: args) }
        do { return try resolveOrThrow(type, args: args) } catch { failResolution(error) }
    }

    /// Resolves `T`, whose initializer takes no arguments.
    ///
    /// ```swift
    /// let provider: OrdersProvider = container.resolve()
    /// ```
    ///
    /// - Parameter type: The type to resolve; usually inferred from the context.
    /// - Returns: An instance of `T` (or of the mock that replaces it).
    public func resolve<T: IResolvable>(_ type: T.Type = T.self) -> T where T.Arguments == Void {
        resolve(type, args: ())
    }

    /// Resolves a bound service (usually a protocol) that takes no arguments.
    ///
    /// ```swift
    /// container.bind((any IOrdersProvider).self) { $0.resolve() as OrdersProvider }
    /// let provider: any IOrdersProvider = container.resolve()
    /// ```
    ///
    /// - Parameter type: The service type, as it was bound; usually inferred from the context.
    /// - Returns: The bound implementation.
    @_disfavoredOverload  // An IResolvable type, also in an Optional context, takes the typed overloads.
    public func resolve<Service>(_ type: Service.Type = Service.self) -> Service {
        resolve(type, args: ())
    }

    /// Resolves a bound service (usually a protocol) with typed arguments.
    ///
    /// - Parameters:
    ///   - type: The service type, as it was bound; usually inferred from the context.
    ///   - args: The arguments the binding takes.
    /// - Returns: The bound implementation.
    @_disfavoredOverload  // An IResolvable type, also in an Optional context, takes the typed overloads.
    public func resolve<Service, Arguments>(_ type: Service.Type = Service.self, args: Arguments) -> Service {
        // A `Container` is asked without `resolveOrThrow`, so that a failure's message does not say to hand it up.
        if let container = self as? Container { return container.resolve(type, args: args) }
        do { return try resolveOrThrow(type, args: args) } catch { failResolution(error) }
    }

    /// Resolves `T`, whose initializer takes no arguments, throwing instead of stopping the program.
    ///
    /// - Parameter type: The type to resolve.
    /// - Returns: An instance of `T` (or of the mock that replaces it).
    /// - Throws: ``ResolutionError``.
    public func resolveOrThrow<T: IResolvable>(_ type: T.Type = T.self) throws(ResolutionError) -> T
    where T.Arguments == Void {
        try resolveOrThrow(type, args: ())
    }

    /// Resolves a bound service that takes no arguments, throwing instead of stopping the program.
    ///
    /// - Parameter type: The service type, as it was bound.
    /// - Returns: The bound implementation.
    /// - Throws: ``ResolutionError``, for example when nothing is bound to `type`.
    @_disfavoredOverload  // An IResolvable type, also in an Optional context, takes the typed overloads.
    public func resolveOrThrow<Service>(_ type: Service.Type = Service.self) throws(ResolutionError) -> Service {
        try resolveOrThrow(type, args: ())
    }

    // MARK: - Compile-time guards

    /// Not callable: a type that takes arguments is resolved with `resolve(args:)`.
    ///
    /// Choosing this overload is a compile error: in synchronous code one that names
    /// ``TypeTakesArgumentsCallResolveArgs``, in asynchronous code one that says to call `resolve(args:)`.
    ///
    /// - Parameter type: A type whose `Arguments` is not `Void`.
    /// - Returns: Nothing; it is never called.
    @TypeTakesArgumentsCallResolveArgs
    @available(*, noasync, message: "this type takes arguments: call resolve(args:) with them")
    public func resolve<T: IResolvable>(_ type: T.Type = T.self) -> T {
        preconditionFailure("Harbor: a compile-time guard was called")
    }

    /// Not callable: a type that takes arguments is resolved with `resolveOrThrow(_:args:)`.
    ///
    /// Choosing this overload is a compile error: in synchronous code one that names
    /// ``TypeTakesArgumentsCallResolveArgs``, in asynchronous code one that says to call `resolve(args:)`.
    ///
    /// - Parameter type: A type whose `Arguments` is not `Void`.
    /// - Returns: Nothing; it is never called.
    @TypeTakesArgumentsCallResolveArgs
    @available(*, noasync, message: "this type takes arguments: call resolveOrThrow(_:args:) with them")
    public func resolveOrThrow<T: IResolvable>(_ type: T.Type = T.self) -> T {
        preconditionFailure("Harbor: a compile-time guard was called")
    }

    /// Not callable: `args` must be of `T.Arguments`.
    ///
    /// Choosing this overload is a compile error: in synchronous code one that names
    /// ``ArgumentsDoNotMatchTheType``, in asynchronous code one that says to pass the type's `Arguments`.
    ///
    /// - Parameters:
    ///   - type: The type being resolved.
    ///   - args: Arguments of another type than `T.Arguments`.
    /// - Returns: Nothing; it is never called.
    @ArgumentsDoNotMatchTheType
    @available(*, noasync, message: "the arguments do not match the type's Arguments: pass those to resolve(args:)")
    public func resolve<T: IResolvable, Arguments>(_ type: T.Type = T.self, args: Arguments) -> T {
        preconditionFailure("Harbor: a compile-time guard was called")
    }
}
