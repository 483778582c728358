import HarborAtomics

extension Container {
    /// `T` resolved in the caller's module, when nothing in the tree overrides a self-declared type and
    /// dependencies are not recorded (both say `overrides`): an ``ISingleton`` read (or, the first time, created
    /// through ``firstSingleton(key:type:takesArguments:make:)``), or an ``IPerRequest`` built; `nil` otherwise
    /// (then the full resolve decides).
    ///
    /// `@inlinable` so that the caller's module specialises it for `T`: `T.lifetime` folds to a constant and a
    /// singleton read is a load of `overrides` and a probe of the root's published `TypeMap`, with no
    /// unspecialised generic call behind the protocol witness (Benchmarks/README, issue 11).
    ///
    /// `failsInPlace`: see ``resolvedDirectly(_:takesArguments:failsInPlace:make:)``.
    @inlinable @inline(__always)
    func resolvedDirectly<T: IResolvable>(
        _ type: T.Type,
        args: T.Arguments,
        failsInPlace: Bool = false
    ) throws(ResolutionError) -> T? {
        try resolvedDirectly(type, takesArguments: T.Arguments.self != Void.self, failsInPlace: failsInPlace) {
            (container) throws(ResolutionError) -> AnyObject in try T(container: container, args: args)
        }
    }

    /// ``resolvedDirectly(_:args:)`` for a type whose initializer takes no arguments: unspecialised (a resolve
    /// through a metatype held as an existential), its initializer call needs no lookup of `T.Arguments`.
    @inlinable @inline(__always)
    func resolvedDirectly<T: IResolvable>(_ type: T.Type, failsInPlace: Bool = false) throws(ResolutionError) -> T?
    where T.Arguments == Void {
        try resolvedDirectly(type, takesArguments: false, failsInPlace: failsInPlace) {
            (container) throws(ResolutionError) -> AnyObject in try T(container: container, args: ())
        }
    }

    /// The body of ``resolvedDirectly(_:args:)``: `make` runs `T`'s initializer with the container it gets.
    ///
    /// Unspecialised, it asks `T.lifetime` once, and a first creation goes straight to the non-generic
    /// ``firstSingleton(key:type:takesArguments:make:)`` (Benchmarks/README, start-up round 3). A per-request
    /// frame is pushed and popped as ``build(_:args:lifetime:)`` does, so cycles are detected alike.
    ///
    /// With `failsInPlace` (a constant: the non-throwing `resolve`), a per-request resolve sends a cycle to the
    /// fatal-error handler from the out-of-line checked push rather than throw it, so that only `make` can throw:
    /// a specialisation whose initializer is inlined then holds no error buffer and saves no error register
    /// (Benchmarks/README, round 8). A singleton's first creation still throws (a wrapper that failed in place
    /// cost 11 instructions per first resolve).
    @inlinable @inline(__always)
    func resolvedDirectly<T: IResolvable>(
        _ type: T.Type,
        takesArguments: @autoclosure () -> Bool,
        failsInPlace: Bool,
        make: (Container) throws(ResolutionError) -> AnyObject
    ) throws(ResolutionError) -> T? {
        let lifetime = T.lifetime
        guard lifetime == .singleton || lifetime == .perRequest || lifetime == .weakShared,
            // Also nonzero when the tree records dependencies (see `overrides`): one test for both.
            harbor_atomic_load_acquire(overrides) == 0
        else { return nil }
        if lifetime == .singleton {
            let key = ObjectIdentifier(type)
            if let existing = rootInstances[key] { return unsafeDowncast(existing, to: T.self) }
            let made = try firstSingleton(key: key, type: type, takesArguments: takesArguments(), make: make)
            return unsafeDowncast(made, to: T.self)
        }
        if lifetime == .weakShared {
            // Only a read: the full resolve creates one (and waits for another thread creating it).
            return existingWeakShared(ObjectIdentifier(type)).map { unsafeDowncast($0, to: T.self) }
        }
        if failsInPlace {
            enterFrameOrFail(of: type, in: self, takesArguments: takesArguments())
        } else {
            try enterFrame(of: type, in: self, takesArguments: takesArguments())
        }
        defer { leaveFrame() }
        return unsafeDowncast(try make(self), to: T.self)
    }

    /// ``enterFrame(of:in:takesArguments:)`` that sends a cycle to the fatal-error handler instead of throwing it.
    @inlinable @inline(__always)
    func enterFrameOrFail(of type: any Any.Type, in container: Container, takesArguments: Bool) {
        // As in `enterFrame`: one metadata pointer, and an address the caller keeps alive.
        if !harbor_frames_try_push(
            Unmanaged.passUnretained(container).toOpaque(),
            unsafeBitCast(type, to: UnsafeRawPointer.self)
        ) {
            enterFrameCheckedOrFail(of: type, in: container, takesArguments: takesArguments)
        }
    }

    /// ``enterFrameChecked(of:in:takesArguments:)`` that sends a cycle to the fatal-error handler.
    @usableFromInline @inline(never)
    func enterFrameCheckedOrFail(of type: any Any.Type, in container: Container, takesArguments: Bool) {
        do {
            try enterFrameChecked(of: type, in: container, takesArguments: takesArguments)
        } catch {
            failResolution(error)
        }
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
        // As above: one metadata pointer, and an address the caller keeps alive.
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
        if !harbor_frames_pop() { endResolutionGraph() }
    }
}

/// Drops the per-graph instances of the top-level resolve that just ended. A free function, as
/// ``failResolution(_:)`` is: a static method of `Container` takes its metatype, which a specialised resolve kept
/// in a register, saved and restored on every call, only for this rare call (Benchmarks/README, round 8).
@usableFromInline @inline(never)
func endResolutionGraph() {
    ResolutionStack.current.endGraph()
}

extension Container {
    /// A bound service (a binding or mock found by its type), read or built in the caller's module: `nil`
    /// unless the nearest registration for `type` takes `Arguments` and is per-request, or is a `.singleton`
    /// without arguments whose product exists, and dependencies are not recorded (then the full resolve
    /// decides, and reports any mismatch).
    ///
    /// What the root published (see ``published``) is read without a count; any other registration under its
    /// map's reader count instead of retained: until `leaveRead()`, no `bind` or `mock` frees what it replaces
    /// (see ``TypeMap``), so the factory can run and the product be copied without a retain and release of the
    /// registration. The frame is pushed and popped as `run` does.
    @inlinable @inline(__always)
    func boundService<Service, Arguments>(_ type: Service.Type, args: Arguments) throws(ResolutionError)
        -> Service?
    {
        if let published = try publishedService(type, args: args) { return published }
        return try walkedService(type, args: args)
    }

    /// What ``boundService(_:args:)`` makes of what the root published for `type`; `nil` when it published
    /// nothing that applies.
    ///
    /// `failsInPlace` (a constant): a cycle or a failing factory goes to the fatal-error handler from out-of-line
    /// code instead of being thrown, so that a non-throwing caller into which this is inlined holds no error
    /// buffer (see ``resolveBound(_:args:from:)``).
    @inlinable @inline(__always)
    func publishedService<Service, Arguments>(
        _ type: Service.Type,
        args: Arguments,
        failsInPlace: Bool = false
    ) throws(ResolutionError) -> Service? {
        let key = ObjectIdentifier(type)
        // What the root published for `type`, while no container below the root binds or mocks it (the root's
        // registration is then what every container finds). A tree that records dependencies sets every bit of
        // the filter, so its resolves find nothing here and take the full resolve, which records them.
        let value = published.value(of: key)
        if Arguments.self == Void.self, value & 1 == 0, value != 0 {
            // The product of the root's `.singleton` binding, read as a self-declared singleton is. Sound:
            // published only for the root's registration of `type` without arguments, whose product is a
            // `Box<Service>`, which that registration (or, once unpublished, the root) keeps alive.
            let product = Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: value).unsafelyUnwrapped)
            return unsafeDowncast(product.takeUnretainedValue(), to: Box<Service>.self).value
        }
        guard value & 1 != 0 else { return nil }
        // The root's per-request binding, borrowed: sound because the root keeps every registration it published
        // until it goes, and it goes after every container of the tree. `nil`: called with other arguments; the
        // full resolve reports it. Bit 1 says that it takes no arguments (see `PublishedBindings`): a resolve
        // without arguments needs no other check, one with arguments still compares their type.
        let takesNoArguments = value & 2 != 0
        guard takesNoArguments == (Arguments.self == Void.self) else { return nil }
        let address = UnsafeRawPointer(bitPattern: value &- (takesNoArguments ? 3 : 1)).unsafelyUnwrapped
        return try Container.borrowing(address) { registration throws(ResolutionError) in
            try perRequestProduct(
                of: registration,
                as: type,
                args: args,
                failsInPlace: failsInPlace,
                argumentsChecked: Arguments.self == Void.self
            )
        }
    }

    /// What ``boundService(_:args:)`` makes of the nearest registration of `type`, found by the walk; `nil` for
    /// the full resolve.
    @inlinable @inline(__always)
    func walkedService<Service, Arguments>(_ type: Service.Type, args: Arguments) throws(ResolutionError)
        -> Service?
    {
        guard recorder == nil else { return nil }
        return try withNearestRegistration(of: ObjectIdentifier(type)) { (found) throws(ResolutionError) in
            // Borrowed: the reader count keeps it, and everything it owns (the factory's context, the product),
            // alive until `leaveRead`, which runs after the factory returned or the product was copied out.
            try Container.borrowing(found) { registration throws(ResolutionError) in
                try boundService(registration, as: type, args: args)
            }
        }
    }

    /// What `body` makes of the registration at `address`, borrowed rather than retained
    /// (`_withUnsafeGuaranteedRef`: no retain and release, two atomic operations per resolve). Sound only while
    /// something else keeps the registration alive until `body` returns: its map's reader count, or the root
    /// that published it.
    @inlinable @inline(__always)
    static func borrowing<Result>(
        _ address: UnsafeRawPointer,
        _ body: (AnyRegistration) throws(ResolutionError) -> Result?
    ) throws(ResolutionError) -> Result? {
        // `_withUnsafeGuaranteedRef` rethrows untyped errors: carry the typed one out by hand.
        var failure: ResolutionError?
        let made = Unmanaged<AnyRegistration>.fromOpaque(address)._withUnsafeGuaranteedRef { registration in
            do throws(ResolutionError) {
                return try body(registration)
            } catch {
                failure = error
                return nil
            }
        }
        if let failure { throw failure }
        return made
    }

    /// What `body` makes of the nearest registration of `key` (this container's, else its parent's, and so on),
    /// given as an address valid only inside `body`: its map's reader count is held until `body` returns, so no
    /// `bind` or `mock` frees it meanwhile (see ``TypeMap``). `nil` when nothing in the chain registers `key`.
    @inlinable @inline(__always)
    func withNearestRegistration<Result, Failure: Error>(
        of key: ObjectIdentifier,
        _ body: (UnsafeRawPointer) throws(Failure) -> Result?
    ) throws(Failure) -> Result? {
        // The chain ends with a null entry: no count to load and compare.
        var link = registrationChain
        while let words = link.pointee {
            link += 1
            if TypeMap.isEmpty(words) { continue }
            TypeMap.enterRead(words)
            defer { TypeMap.leaveRead(words) }
            if let found = TypeMap.valueWhileReading(words, key) { return try body(found) }
        }
        return nil
    }

    /// What ``boundService(_:args:)`` makes of the registration it found; `nil` for the full resolve.
    @inlinable @inline(__always)
    func boundService<Service, Arguments>(
        _ registration: AnyRegistration,
        as type: Service.Type,
        args: Arguments
    ) throws(ResolutionError) -> Service? {
        // The map is keyed by the service type, so the product is a `Box<Service>`, and matching arguments make
        // the downcast of the registration sound. A product is only ever set on a registration without
        // arguments (see `AnyRegistration.productWord`), which is what a resolve without arguments asks for.
        if Arguments.self == Void.self, let product = registration.product {
            return unsafeDowncast(product, to: Box<Service>.self).value
        }
        guard registration.perRequestArguments == Int(bitPattern: ObjectIdentifier(Arguments.self)) else {
            // A `.scoped` binding's product lives in the container that resolved it: read out of line (rarer than
            // the two above, so call sites stay small), sparing the unspecialised full path (692 instructions
            // against 157 for a self-declared scoped type: Benchmarks/README, round 4).
            if Arguments.self == Void.self, registration.lifetime == .scoped,
                let product = scopedProduct(of: registration, key: ObjectIdentifier(type))
            {
                return unsafeDowncast(product, to: Box<Service>.self).value
            }
            // A `.singleton` binding that takes these arguments keeps one product per value, in a table typed by
            // them: read it here, where `Arguments` is concrete (the full resolve, unspecialised, pays generic
            // metadata lookups per resolve: Benchmarks/README, round 4). Sound: the table is made for the
            // registration's `Arguments`, which `sharedArguments` says are these.
            if Arguments.self != Void.self,
                registration.sharedArguments == Int(bitPattern: ObjectIdentifier(Arguments.self)),
                let product = registration.productsTable.unsafelyUnwrapped._withUnsafeGuaranteedRef({
                    unsafeDowncast($0, to: ProductsByArguments<Arguments>.self).product(for: args)
                })
            {
                return unsafeDowncast(product, to: Box<Service>.self).value
            }
            return nil
        }
        // The root's binding, found while no container below the root has a registration of `type`: from now on,
        // called without the walk and the reader count (see `published`).
        if registration.awaitsPublication, !published.isBoundBelowRoot(ObjectIdentifier(type)) {
            publishRegistration(registration, key: ObjectIdentifier(type))
        }
        return try perRequestProduct(of: registration, as: type, args: args)
    }

    /// What the factory of the per-request `registration` of `type` makes of `args`, in a resolution frame;
    /// `nil` unless `registration` is per-request and takes `Arguments`.
    ///
    /// `failsInPlace`: see ``publishedService(_:args:failsInPlace:)``. `argumentsChecked`: the caller knows that
    /// `registration` is per-request and takes `Arguments`.
    @inlinable @inline(__always)
    func perRequestProduct<Service, Arguments>(
        of registration: AnyRegistration,
        as type: Service.Type,
        args: Arguments,
        failsInPlace: Bool = false,
        argumentsChecked: Bool = false
    ) throws(ResolutionError) -> Service? {
        // Sound: the map is keyed by the service type, and matching arguments make the downcast sound.
        guard argumentsChecked || registration.perRequestArguments == Int(bitPattern: ObjectIdentifier(Arguments.self))
        else {
            return nil
        }
        let typed = unsafeDowncast(registration, to: Registration<Service, Arguments>.self)
        if failsInPlace {
            enterFrameOrFail(of: type, in: self, takesArguments: Arguments.self != Void.self)
            defer { leaveFrame() }
            return typed.factoryOrFail(self, args)
        }
        try enterFrame(of: type, in: self, takesArguments: Arguments.self != Void.self)
        defer { leaveFrame() }
        return try typed.factory(self, args)
    }
}

extension Container {
    /// `container` as a `Container` when that is its class, else `nil` (another implementation of ``IContainer``,
    /// such as a test double): the test every path through `any IContainer` starts with, one comparison of the
    /// class's metadata. Sound for `unsafeDowncast`: `Container` is final, so an equal class is exactly it.
    @inlinable @inline(__always)
    static func exactly(_ container: any IContainer) -> Container? {
        guard ObjectIdentifier(Swift.type(of: container)) == ObjectIdentifier(Container.self) else { return nil }
        return unsafeDowncast(container, to: Container.self)
    }
}

extension Container {
    // What `resolve()` through `any IContainer` calls (an initializer's `container.resolve()`, a factory's
    // `$0.resolve()`): static, generic over the resolved type only, so that the caller's module specialises each
    // once for its `T` (or `Service`) and every call site calls that specialisation. `IContainer`'s
    // `resolve` methods are generic over the opened `Self` too, which no call site can specialise: left to the
    // optimiser they called the unspecialised generic body (65 instructions more per resolve), forced inline
    // they copied the whole fast path into every call site (1.5 KB per bound resolve; Benchmarks/README, round 5).

    /// `resolve(args:)` of a type that declares its own lifetime, from any ``IContainer``.
    @inlinable
    static func resolve<T: IResolvable>(_ type: T.Type, args: T.Arguments, from container: any IContainer) -> T {
        // Written out in both entry points: through a shared helper taking a closure, the optimiser inlined this
        // into the caller and left the closure out of line (5a's out-of-line row 1,163 -> 1,186 instructions).
        do {
            if let made = try Container.exactly(container)?.resolvedDirectly(type, args: args, failsInPlace: true) {
                return made
            }
            // A per-request type comes here only in a tree with bindings or a recorder: its full resolve runs out
            // of line, so that its specialisation throws nothing but from the initializer (`failsInPlace`). Other
            // lifetimes keep the direct call (one call less): their specialisations throw anyway (a singleton's
            // first creation), or are only this call (scoped, per-graph).
            if T.lifetime != .perRequest { return try container.resolveOrThrow(type, args: args) }
        } catch {
            failResolution(error)
        }
        return resolveOrFail(type, args: args, from: container)
    }

    /// `resolve()` of a type that declares its own lifetime and takes no arguments, from any ``IContainer``.
    @inlinable
    static func resolve<T: IResolvable>(_ type: T.Type, from container: any IContainer) -> T
    where T.Arguments == Void {
        do {
            if let made = try Container.exactly(container)?.resolvedDirectly(type, failsInPlace: true) {
                return made
            }
            // As in `resolve(_:args:from:)`.
            if T.lifetime != .perRequest { return try container.resolveOrThrow(type, args: ()) }
        } catch {
            failResolution(error)
        }
        return resolveOrFail(type, args: (), from: container)
    }

    /// The full resolve of a per-request type for the non-throwing `resolve`, which sends a failure to the
    /// fatal-error handler: out of line (what comes here is a tree with bindings, mocks or a recorder, or another
    /// implementation of ``IContainer``), so that the specialisations calling it throw nothing themselves.
    @usableFromInline @inline(never)
    static func resolveOrFail<T: IResolvable>(_ type: T.Type, args: T.Arguments, from container: any IContainer) -> T {
        do {
            return try container.resolveOrThrow(type, args: args)
        } catch {
            failResolution(error)
        }
    }

    /// `resolveOrThrow()` of a type that declares its own lifetime and takes no arguments, from any
    /// ``IContainer``: the throwing form costs what `resolve()` costs.
    @inlinable
    static func resolveOrThrow<T: IResolvable>(_ type: T.Type, from container: any IContainer)
        throws(ResolutionError) -> T
    where T.Arguments == Void {
        if let made = try Container.exactly(container)?.resolvedDirectly(type) {
            return made
        }
        return try container.resolveOrThrow(type, args: ())
    }

    /// `resolve()` or `resolve(args:)` of a bound service, from any ``IContainer``.
    ///
    /// Inlined into the call site (a factory's `$0.resolve()`), but only the published path: the probe, the
    /// frame and the factory call, failing in place so that the call site keeps no error buffer; the walk and the
    /// full resolve are one out-of-line call (Benchmarks/README, "Issue 11, round 9").
    @inlinable @inline(__always)
    static func resolveBound<Service, Arguments>(
        _ type: Service.Type,
        args: Arguments,
        from container: any IContainer
    ) -> Service {
        do {
            if let published = try Container.exactly(container)?.publishedService(type, args: args, failsInPlace: true)
            {
                return published
            }
        } catch {
            failResolution(error)
        }
        return resolveUnpublishedOrFail(type, args: args, from: container)
    }

    /// ``resolveUnpublished(_:args:from:)`` for the non-throwing ``resolveBound(_:args:from:)``: a failure goes to
    /// the fatal-error handler. Out of line, as the call it wraps: what the root did not publish is the slow path.
    @inlinable @inline(never)
    static func resolveUnpublishedOrFail<Service, Arguments>(
        _ type: Service.Type,
        args: Arguments,
        from container: any IContainer
    ) -> Service {
        do {
            return try resolveUnpublished(type, args: args, from: container)
        } catch {
            failResolution(error)
        }
    }

    /// `resolveOrThrow()` of a bound service, from any ``IContainer``: the fast path when the container is a
    /// `Container`, else the requirement.
    ///
    /// Static, with the container as an existential rather than `Self`, as every entry point here is: a method
    /// generic over the opened `Self` could not be specialised, and its unspecialised body would look up
    /// `Registration<Service, Arguments>`'s metadata on every resolve.
    @inlinable
    static func resolveBoundOrThrow<Service, Arguments>(
        _ type: Service.Type,
        args: Arguments,
        from container: any IContainer
    ) throws(ResolutionError) -> Service {
        if let published = try Container.exactly(container)?.publishedService(type, args: args) {
            return published
        }
        return try resolveUnpublished(type, args: args, from: container)
    }

    /// ``resolveBoundOrThrow(_:args:from:)`` for what the root did not publish: out of line, so that the call for
    /// what it did publish (the usual case) saves registers, spills and stack for it (Benchmarks/README,
    /// "Issue 11, round 8").
    @inlinable @inline(never)
    static func resolveUnpublished<Service, Arguments>(
        _ type: Service.Type,
        args: Arguments,
        from container: any IContainer
    ) throws(ResolutionError) -> Service {
        if let walked = try Container.exactly(container)?.walkedService(type, args: args) {
            return walked
        }
        return try container.resolveOrThrow(type, args: args)
    }
}

extension Container {
    /// The weak-shared instance of `key` in the root, retained, if one is alive; `nil` for the full resolve to
    /// make one. Out of line (weak-shared types are resolved less often than singletons, so call sites stay
    /// small), it spares the full resolve's lock, dictionary and closures: 197 instructions against 513
    /// (Benchmarks/README, round 5).
    ///
    /// Sound without the lock: each ``WeakBox`` is made with its instance and never changed, so loading its weak
    /// reference races only with the instance's release, which the runtime makes safe (the load returns `nil` or
    /// a retained instance); the map's reader count keeps the box itself alive until it is read.
    @usableFromInline @inline(never)
    func existingWeakShared(_ key: ObjectIdentifier) -> AnyObject? {
        // Nothing here is retained but the instance: the map's reader count keeps the box alive.
        let words = rootWeakInstances.words
        guard !TypeMap.isEmpty(words) else { return nil }
        TypeMap.enterRead(words)
        defer { TypeMap.leaveRead(words) }
        guard let found = TypeMap.valueWhileReading(words, key) else { return nil }
        return Unmanaged<WeakBox>.fromOpaque(found)._withUnsafeGuaranteedRef { $0.value }
    }

    /// The product this container made for the `.scoped` binding `registration` of `key`, if it is still the one
    /// in force (an ancestor's second `bind` or `mock` replaces it), or `nil` for the full resolve to make one.
    /// Read under `boundInstances`' reader count, which keeps the product record alive until it is retained.
    @usableFromInline @inline(never)
    func scopedProduct(of registration: AnyRegistration, key: ObjectIdentifier) -> AnyObject? {
        guard !boundInstances.isEmpty else { return nil }
        boundInstances.enterRead()
        defer { boundInstances.leaveRead() }
        guard let found = boundInstances.valueWhileReading(key) else { return nil }
        let product = unsafeDowncast(found, to: ScopedProduct.self)
        return product.registration === registration ? product.box : nil
    }
}
