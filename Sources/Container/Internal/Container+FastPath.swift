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
        try enterFrame(of: type, in: self, takesArguments: T.Arguments.self != Void.self)
        defer { leaveFrame() }
        return try T(container: self, args: args)
    }

    /// Pushes a frame for `type` built by `container` on this thread's resolution stack: inline when the
    /// C push needs no check (the usual case: room, and `type` not possibly on the stack yet), otherwise
    /// through ``enterFrameChecked(of:in:takesArguments:)``.
    ///
    /// - Throws: ``ResolutionError`` of kind `.cycle` (with the stack left as it was) when `type` repeats.
    @inlinable @inline(__always)
    func enterFrame(of type: any Any.Type, in container: Container, takesArguments: Bool) throws(ResolutionError) {
        // `any Any.Type` is one metadata pointer; the container's address is not retained (the caller holds it).
        if !harbor_frames_try_push(
            Unmanaged.passUnretained(container).toOpaque(),
            unsafeBitCast(type, to: UnsafeRawPointer.self)
        ) {
            try enterFrameChecked(of: type, in: container, takesArguments: takesArguments)
        }
    }

    /// Pushes a frame as ``enterFrame(of:in:takesArguments:)`` does, deciding whether `type` takes arguments
    /// only when that matters (looking up `Arguments` costs a runtime call in unspecialised code).
    @inline(__always)
    func enterFrame(of type: any Any.Type, in container: Container, takesArguments: () -> Bool)
        throws(ResolutionError)
    {
        if !harbor_frames_try_push(
            Unmanaged.passUnretained(container).toOpaque(),
            unsafeBitCast(type, to: UnsafeRawPointer.self)
        ) {
            try enterFrameChecked(of: type, in: container, takesArguments: takesArguments())
        }
    }

    /// The full push: makes the thread's stack on first use, grows it, and checks for a cycle when the
    /// Bloom filter says `type` may repeat.
    @usableFromInline @inline(never)
    func enterFrameChecked(of type: any Any.Type, in container: Container, takesArguments: Bool)
        throws(ResolutionError)
    {
        let stack = ResolutionStack.current
        if let cycleStart = stack.push(
            container: ObjectIdentifier(container), type: type, takesArguments: { takesArguments })
        {
            let path = stack.path(from: cycleStart)
            stack.pop()
            throw ResolutionError(kind: .cycle, typeName: typeName(type), path: path)
        }
    }

    /// Pops the frame ``enterFrame(of:in:takesArguments:)`` pushed; the pop that ends a top-level resolve
    /// drops its per-graph instances.
    @inlinable @inline(__always)
    func leaveFrame() {
        if !harbor_frames_pop() { Container.endGraph() }
    }

    /// Drops the per-graph instances of the top-level resolve that just ended.
    @usableFromInline @inline(never)
    static func endGraph() {
        ResolutionStack.current.endGraph()
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
