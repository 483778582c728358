extension Container {
    // The typed conveniences again, as members of the concrete class: called on a `Container`, the protocol
    // extension's copies would not let the compiler check a main-actor type's isolated conformance, so
    // `let vm: OrdersVM = container.resolve()` would compile in nonisolated code. As members they are checked
    // exactly as through `any IContainer`.
    //
    // `@inline(__always)`: since the first singleton creation joined the read in `resolvedDirectly`, the
    // optimiser stopped inlining the specialised `resolve` into its caller, and a singleton read through a
    // `Container` cost a call and about 33 instructions more (5b 77 → 110, Benchmarks/README, issue 11). The
    // protocol extension's copies keep `@inlinable` alone: forcing them crashes Swift 6.3.1's optimizer (the
    // `type(of: self)` check on the opened existential), and inside initializers they are still inlined.

    /// Resolves `T` with typed arguments; see `IContainer.resolve(_:args:)`.
    ///
    /// - Parameters:
    ///   - type: The type to resolve; usually inferred from the context.
    ///   - args: The arguments `T`'s initializer takes.
    /// - Returns: An instance of `T` (or of the mock that replaces it).
    @inlinable @inline(__always)
    public func resolve<T: IResolvable>(_ type: T.Type = T.self, args: T.Arguments) -> T {
        do {
            if let made = try resolvedDirectly(type, args: args) { return made }
            return try resolveOrThrow(type, args: args)
        } catch {
            Container.fail(error)
        }
    }

    /// Resolves `T`, whose initializer takes no arguments; see `IContainer.resolve(_:)`.
    ///
    /// - Parameter type: The type to resolve; usually inferred from the context.
    /// - Returns: An instance of `T` (or of the mock that replaces it).
    @inlinable @inline(__always)
    public func resolve<T: IResolvable>(_ type: T.Type = T.self) -> T where T.Arguments == Void {
        do {
            if let made = try resolvedDirectly(type) { return made }
            return try resolveOrThrow(type, args: ())
        } catch {
            Container.fail(error)
        }
    }

    /// Resolves `T`, whose initializer takes no arguments, throwing instead of stopping the program.
    ///
    /// - Parameter type: The type to resolve.
    /// - Returns: An instance of `T` (or of the mock that replaces it).
    /// - Throws: ``ResolutionError``.
    @inlinable
    public func resolveOrThrow<T: IResolvable>(_ type: T.Type = T.self) throws(ResolutionError) -> T
    where T.Arguments == Void {
        try resolveOrThrow(type, args: ())
    }
}
