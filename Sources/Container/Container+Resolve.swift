extension Container {
    // The typed conveniences again, as members of the concrete class: called on a `Container`, the protocol
    // extension's copies would not let the compiler check a main-actor type's isolated conformance, so
    // `let vm: OrdersVM = container.resolve()` would compile in nonisolated code. As members they are checked
    // exactly as through `any IContainer`.
    //
    // `@inline(__always)`: since the first singleton creation joined the read in `resolvedDirectly`, the
    // optimiser stopped inlining the specialised `resolve` into its caller, and a singleton read through a
    // `Container` cost a call and about 33 instructions more (5b 77 → 110, Benchmarks/README, issue 11). So a
    // resolve through a concrete `Container` (a composition root, a hot loop) is inlined whole, bound services
    // too; one through `any IContainer` (initializers and factories: most call sites) calls the specialisation
    // for its type (`Container.resolve(_:from:)`), 11 bytes per call site (Benchmarks/README, round 5).

    /// Resolves `T` with typed arguments; see `IContainer.resolve(_:args:)`.
    ///
    /// - Parameters:
    ///   - type: The type to resolve; usually inferred from the context.
    ///   - args: The arguments `T`'s initializer takes.
    /// - Returns: An instance of `T` (or of the mock that replaces it).
    @inlinable @inline(__always)
    public func resolve<T: IResolvable>(_ type: T.Type = T.self, args: T.Arguments) -> T {
        do {
            if let made = try resolvedDirectly(type, args: args, failsInPlace: true) { return made }
            // See `Container.resolve(_:args:from:)`.
            if T.lifetime != .perRequest { return try resolveOrThrow(type, args: args) }
        } catch {
            failResolution(error)
        }
        return Container.resolveOrFail(type, args: args, from: self)
    }

    /// Resolves `T`, whose initializer takes no arguments; see `IContainer.resolve(_:)`.
    ///
    /// - Parameter type: The type to resolve; usually inferred from the context.
    /// - Returns: An instance of `T` (or of the mock that replaces it).
    @inlinable @inline(__always)
    public func resolve<T: IResolvable>(_ type: T.Type = T.self) -> T where T.Arguments == Void {
        do {
            if let made = try resolvedDirectly(type, failsInPlace: true) { return made }
            // See `Container.resolve(_:args:from:)`.
            if T.lifetime != .perRequest { return try resolveOrThrow(type, args: ()) }
        } catch {
            failResolution(error)
        }
        return Container.resolveOrFail(type, args: (), from: self)
    }

    /// Resolves a bound service (usually a protocol) that takes no arguments; see `IContainer.resolve(_:)`.
    ///
    /// - Parameter type: The service type, as it was bound; usually inferred from the context.
    /// - Returns: The bound implementation.
    @inlinable @inline(__always)
    @_disfavoredOverload  // An IResolvable type, also in an Optional context, takes the typed overloads.
    public func resolve<Service>(_ type: Service.Type = Service.self) -> Service {
        do {
            if let bound = try boundService(type, args: ()) { return bound }
            return try resolveOrThrow(type, args: ())
        } catch {
            failResolution(error)
        }
    }

    /// Resolves a bound service (usually a protocol) with typed arguments; see `IContainer.resolve(_:args:)`.
    ///
    /// - Parameters:
    ///   - type: The service type, as it was bound; usually inferred from the context.
    ///   - args: The arguments the binding takes.
    /// - Returns: The bound implementation.
    @inlinable @inline(__always)
    @_disfavoredOverload  // An IResolvable type, also in an Optional context, takes the typed overloads.
    public func resolve<Service, Arguments>(_ type: Service.Type = Service.self, args: Arguments) -> Service {
        do {
            if let bound = try boundService(type, args: args) { return bound }
            return try resolveOrThrow(type, args: args)
        } catch {
            failResolution(error)
        }
    }

    /// Resolves `T`, whose initializer takes no arguments, throwing instead of stopping the program.
    ///
    /// - Parameter type: The type to resolve.
    /// - Returns: An instance of `T` (or of the mock that replaces it).
    /// - Throws: ``ResolutionError``.
    @inlinable @inline(__always)
    public func resolveOrThrow<T: IResolvable>(_ type: T.Type = T.self) throws(ResolutionError) -> T
    where T.Arguments == Void {
        if let made = try resolvedDirectly(type) { return made }
        return try resolveOrThrow(type, args: ())
    }
}
