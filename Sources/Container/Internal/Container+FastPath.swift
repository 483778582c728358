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

    /// A new ``IPerRequest`` `T`, built in the caller's module: `nil` unless `T` is per-request, nothing in the
    /// tree overrides a self-declared type and dependencies are not recorded (then the full resolve decides).
    /// The frame is pushed and popped as ``build(_:args:lifetime:)`` does, so cycles are detected alike.
    @inlinable @inline(__always)
    func madePerRequest<T: IResolvable>(_ type: T.Type, args: T.Arguments) throws(ResolutionError) -> T? {
        guard T.lifetime == .perRequest, harbor_atomic_load_acquire(overrides) == 0, recorder == nil else {
            return nil
        }
        try enterFrame(of: type, takesArguments: T.Arguments.self != Void.self)
        defer { leaveFrame() }
        return try T(container: self, args: args)
    }

    /// Pushes a frame for `type` built by this container on this thread's resolution stack.
    ///
    /// - Throws: ``ResolutionError`` of kind `.cycle` (with the stack left as it was) when `type` repeats.
    @usableFromInline
    func enterFrame(of type: any Any.Type, takesArguments: Bool) throws(ResolutionError) {
        let stack = ResolutionStack.currentUnmanaged
        if let cycleStart = stack._withUnsafeGuaranteedRef({
            $0.push(container: ObjectIdentifier(self), type: type, takesArguments: { takesArguments })
        }) {
            let stack = stack.takeUnretainedValue()
            let path = stack.path(from: cycleStart)
            stack.pop()
            throw ResolutionError(kind: .cycle, typeName: typeName(type), path: path)
        }
    }

    /// Pops the frame ``enterFrame(of:takesArguments:)`` pushed.
    @usableFromInline
    func leaveFrame() {
        ResolutionStack.currentUnmanaged._withUnsafeGuaranteedRef { $0.pop() }
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

    /// ``Container/madePerRequest(_:args:)`` when this is a ``Container``; `nil` for other implementations.
    @inlinable @inline(__always)
    func madePerRequest<T: IResolvable>(_ type: T.Type, args: T.Arguments) throws(ResolutionError) -> T? {
        guard T.lifetime == .perRequest, ObjectIdentifier(Swift.type(of: self)) == ObjectIdentifier(Container.self)
        else { return nil }
        return try unsafeDowncast(self, to: Container.self).madePerRequest(type, args: args)
    }
}
