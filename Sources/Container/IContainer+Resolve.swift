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
    @inlinable @inline(__always)  // a call to the specialisation for `T`, shared by the module's call sites
    public func resolve<T: IResolvable>(_ type: T.Type = T.self, args: T.Arguments) -> T {
        Container.resolve(type, args: args, from: self)
    }

    /// Resolves `T`, whose initializer takes no arguments.
    ///
    /// ```swift
    /// let provider: OrdersProvider = container.resolve()
    /// ```
    ///
    /// - Parameter type: The type to resolve; usually inferred from the context.
    /// - Returns: An instance of `T` (or of the mock that replaces it).
    @inlinable @inline(__always)  // a call to the specialisation for `T`, shared by the module's call sites
    public func resolve<T: IResolvable>(_ type: T.Type = T.self) -> T where T.Arguments == Void {
        Container.resolve(type, from: self)
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
    @inlinable @inline(__always)  // a call to the specialisation for `Service`, shared by the module's call sites
    @_disfavoredOverload  // An IResolvable type, also in an Optional context, takes the typed overloads.
    public func resolve<Service>(_ type: Service.Type = Service.self) -> Service {
        Container.resolveBound(type, args: (), from: self)
    }

    /// Resolves a bound service (usually a protocol) with typed arguments.
    ///
    /// - Parameters:
    ///   - type: The service type, as it was bound; usually inferred from the context.
    ///   - args: The arguments the binding takes.
    /// - Returns: The bound implementation.
    @inlinable @inline(__always)  // a call to the specialisation for `Service`, shared by the module's call sites
    @_disfavoredOverload  // An IResolvable type, also in an Optional context, takes the typed overloads.
    public func resolve<Service, Arguments>(_ type: Service.Type = Service.self, args: Arguments) -> Service {
        Container.resolveBound(type, args: args, from: self)
    }

    /// Resolves `T`, whose initializer takes no arguments, throwing instead of stopping the program.
    ///
    /// - Parameter type: The type to resolve.
    /// - Returns: An instance of `T` (or of the mock that replaces it).
    /// - Throws: ``ResolutionError``.
    @inlinable @inline(__always)  // a call to the specialisation for `T`, shared by the module's call sites
    public func resolveOrThrow<T: IResolvable>(_ type: T.Type = T.self) throws(ResolutionError) -> T
    where T.Arguments == Void {
        try Container.resolveOrThrow(type, from: self)
    }

    /// Resolves a bound service that takes no arguments, throwing instead of stopping the program.
    ///
    /// - Parameter type: The service type, as it was bound.
    /// - Returns: The bound implementation.
    /// - Throws: ``ResolutionError``, for example when nothing is bound to `type`.
    @inlinable @inline(__always)  // a call to the specialisation for `Service`, shared by the module's call sites
    @_disfavoredOverload  // An IResolvable type, also in an Optional context, takes the typed overloads.
    public func resolveOrThrow<Service>(_ type: Service.Type = Service.self) throws(ResolutionError) -> Service {
        try Container.resolveBoundOrThrow(type, args: (), from: self)
    }

    // MARK: - Compile-time guards

    /// Not callable: a type that takes arguments is resolved with `resolve(args:)`.
    ///
    /// Choosing this overload is a compile error that names ``TypeTakesArgumentsCallResolveArgs``.
    ///
    /// - Parameter type: A type whose `Arguments` is not `Void`.
    /// - Returns: Nothing; it stops the program if reached through `await`.
    @TypeTakesArgumentsCallResolveArgs
    public func resolve<T: IResolvable>(_ type: T.Type = T.self) -> T {
        Container.failGuard(T.self, expected: T.Arguments.self, actual: Void.self)
    }

    /// Not callable: a type that takes arguments is resolved with `resolveOrThrow(_:args:)`.
    ///
    /// Choosing this overload is a compile error that names ``TypeTakesArgumentsCallResolveArgs``.
    ///
    /// - Parameter type: A type whose `Arguments` is not `Void`.
    /// - Returns: Nothing; it stops the program if reached through `await`.
    @TypeTakesArgumentsCallResolveArgs
    public func resolveOrThrow<T: IResolvable>(_ type: T.Type = T.self) -> T {
        Container.failGuard(T.self, expected: T.Arguments.self, actual: Void.self)
    }

    /// Not callable: `args` must be of `T.Arguments`.
    ///
    /// Choosing this overload is a compile error that names ``ArgumentsDoNotMatchTheType``.
    ///
    /// - Parameters:
    ///   - type: The type being resolved.
    ///   - args: Arguments of another type than `T.Arguments`.
    /// - Returns: Nothing; it stops the program if reached through `await`.
    @ArgumentsDoNotMatchTheType
    public func resolve<T: IResolvable, Arguments>(_ type: T.Type = T.self, args: Arguments) -> T {
        Container.failGuard(T.self, expected: T.Arguments.self, actual: Arguments.self)
    }
}
