extension Container {
    // The typed conveniences again, as members of the concrete class: called on a `Container`, the protocol
    // extension's copies would not let the compiler check a main-actor type's isolated conformance, so
    // `let vm: OrdersVM = container.resolve()` would compile in nonisolated code. As members they are checked
    // exactly as through `any IContainer`.

    /// Resolves `T` with typed arguments; see `IContainer.resolve(_:args:)`.
    ///
    /// - Parameters:
    ///   - type: The type to resolve; usually inferred from the context.
    ///   - args: The arguments `T`'s initializer takes.
    /// - Returns: An instance of `T` (or of the mock that replaces it).
    public func resolve<T: IResolvable>(_ type: T.Type = T.self, args: T.Arguments) -> T {
        do { return try resolved(type, args: args) } catch { failResolution(error) }
    }

    /// Resolves `T`, whose initializer takes no arguments; see `IContainer.resolve(_:)`.
    ///
    /// - Parameter type: The type to resolve; usually inferred from the context.
    /// - Returns: An instance of `T` (or of the mock that replaces it).
    public func resolve<T: IResolvable>(_ type: T.Type = T.self) -> T where T.Arguments == Void {
        resolve(type, args: ())
    }

    /// Resolves a bound service (usually a protocol) that takes no arguments; see `IContainer.resolve(_:)`.
    ///
    /// - Parameter type: The service type, as it was bound; usually inferred from the context.
    /// - Returns: The bound implementation.
    @_disfavoredOverload  // An IResolvable type, also in an Optional context, takes the typed overloads.
    public func resolve<Service>(_ type: Service.Type = Service.self) -> Service {
        resolve(type, args: ())
    }

    /// Resolves a bound service (usually a protocol) with typed arguments; see `IContainer.resolve(_:args:)`.
    ///
    /// - Parameters:
    ///   - type: The service type, as it was bound; usually inferred from the context.
    ///   - args: The arguments the binding takes.
    /// - Returns: The bound implementation.
    @_disfavoredOverload  // An IResolvable type, also in an Optional context, takes the typed overloads.
    public func resolve<Service, Arguments>(_ type: Service.Type = Service.self, args: Arguments) -> Service {
        do { return try resolved(type, args: args) } catch { failResolution(error) }
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
}
