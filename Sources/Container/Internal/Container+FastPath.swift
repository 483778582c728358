import HarborAtomics

extension Container {
    /// The existing instance of the singleton `T`, read without a call into this module: `nil` unless `T` is an
    /// ``ISingleton`` that was already created, nothing in the tree overrides a self-declared type and
    /// dependencies are not recorded (then the full resolve decides).
    ///
    /// `@inlinable` so that the caller's module specialises it for `T`: `T.lifetime` folds to a constant and a
    /// singleton read is a load of `overrides` and a probe of the root's published `TypeMap`, with no
    /// unspecialised generic call behind the protocol witness (Benchmarks/README, issue 11).
    @inlinable @inline(__always)
    func existingSingleton<T: IResolvable>(_ type: T.Type) -> T? {
        guard T.lifetime == .singleton, harbor_atomic_load_acquire(overrides) == 0, recorder == nil,
            let existing = rootInstances[ObjectIdentifier(type)]
        else { return nil }
        return unsafeDowncast(existing, to: T.self)
    }
}

extension IContainer {
    /// ``Container/existingSingleton(_:)`` when this is a ``Container``; `nil` for other implementations.
    @inlinable @inline(__always)
    func existingSingleton<T: IResolvable>(_ type: T.Type) -> T? {
        guard T.lifetime == .singleton, ObjectIdentifier(Swift.type(of: self)) == ObjectIdentifier(Container.self)
        else { return nil }
        return unsafeDowncast(self, to: Container.self).existingSingleton(type)
    }
}
