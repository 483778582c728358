import HarborSupport

/// Harbor's container: resolves ``IResolvable`` types with no registration, and protocols bound at launch.
///
/// ```swift
/// let container = Container()
/// container.bind((any IOrdersProvider).self) { $0.resolve() as OrdersProvider }
///
/// let orders: OrdersVM = container.resolve()
/// let details: OrderDetailsVM = container.resolve(args: order)
/// ```
///
/// **Child containers.** ``makeChild()`` gives a container that sees this one's bindings, mocks and singletons,
/// and keeps its own mocks and ``IScoped`` instances. Tests use one child per test, so mocks never leak
/// between tests that run in parallel.
///
/// **Threads.** Any thread or task may resolve, bind, mock and reset. A shared instance is created exactly
/// once, and no initializer or factory runs while the container holds its lock, so an initializer may resolve
/// freely.
///
/// **Memory.** The container owns its singletons and scoped instances: drop it, or ``reset()`` it, and they go.
/// It keeps nothing per resolve. Services may keep `unowned let container: IContainer` as long as they do not
/// outlive it.
public final class Container: IContainer, Sendable {
    /// The container whose bindings, mocks and singletons this one sees; `nil` for a root container.
    public let parent: Container?

    /// The root of this container's tree (a strong reference, as `parent` is); `nil` when this is the root.
    private let rootContainer: Container?

    /// Everything this container keeps, behind its lock.
    let state = Locked(ContainerState())

    /// Records who depends on whom, when the root was created with `recordsDependencies: true`.
    let recorder: DependencyRecorder?

    /// Creates a root container.
    ///
    /// - Parameter recordsDependencies: Whether to record every resolve's type, lifetime and dependent, for
    ///   ``dependencyGraph``. Off by default: it costs a lock per resolve. Children share the root's record.
    public init(recordsDependencies: Bool = false) {
        parent = nil
        rootContainer = nil
        recorder = recordsDependencies ? DependencyRecorder() : nil
    }

    /// Creates a root container with the bindings and mocks `base` sees now, and none of its instances.
    ///
    /// ```swift
    /// let container = Container(bindingsOf: AppContainer.shared)  // in an XCTest's setUp, or for a preview
    /// ```
    ///
    /// Singletons, weak-shared and scoped instances are made anew here. A snapshot: later bindings on `base` do
    /// not reach it, and nothing done here reaches `base`. Swift Testing's `.freshContainer(base:)` makes one per
    /// test. For a root `base` it shares the bindings' table until either container binds again.
    ///
    /// - Parameters:
    ///   - base: The container whose bindings and mocks to start with (a root or a child).
    ///   - recordsDependencies: Whether to record what it resolves, for ``dependencyGraph``.
    public convenience init(bindingsOf base: Container, recordsDependencies: Bool = false) {
        self.init(recordsDependencies: recordsDependencies)
        var registrations = base.state.withLock { $0.registrations }
        var ancestor = base.parent
        while let container = ancestor {
            registrations.merge(container.state.withLock { $0.registrations }) { nearer, _ in nearer }
            ancestor = container.parent
        }
        state.withLock { $0.registrations = registrations }
    }

    private init(parent: Container) {
        self.parent = parent
        rootContainer = parent.root
        recorder = parent.recorder
    }

    deinit {
        // Release what this container owns newest first, so that a singleton outlives the ones it was built
        // from, and refuse to create anything more (a deinit that resolves gets a clear error).
        var released = state.withLock { state in
            state.isTornDown = true
            return state.take(of: nil, removingRegistrations: true)
        }
        released.releaseNewestFirst()
    }

    /// Creates a child container: it sees this container's bindings, mocks and singletons, and keeps its own
    /// mocks and ``IScoped`` instances.
    ///
    /// Children are cheap (one small allocation each), so make one per test or per flow.
    ///
    /// - Returns: A new child of this container.
    public func makeChild() -> Container {
        let child = Container(parent: self)
        state.withLock { state in
            // Gone children are pruned when the list has doubled since the last pruning.
            if state.children.count >= state.pruneChildrenAt {
                state.children.removeAll { $0.value == nil }
                state.pruneChildrenAt = max(8, state.children.count * 2)
            }
            state.children.append(WeakBox(child))
        }
        return child
    }

    /// The root of this container's tree: where singletons live.
    var root: Container { rootContainer ?? self }

    // MARK: - IContainer

    /// Resolves a type that declares its own lifetime, or the mock that replaces it.
    ///
    /// - Parameters:
    ///   - type: The type to resolve.
    ///   - args: The arguments its initializer takes.
    /// - Returns: An instance whose lifetime follows `T`'s lifetime protocol.
    /// - Throws: ``ResolutionError`` when the resolve itself fails (a cycle, a mock with other arguments).
    public func resolveOrThrow<T: IResolvable>(_ type: T.Type, args: T.Arguments) throws(ResolutionError) -> T {
        try ResolutionStack.caught { () throws(ResolutionError) in try resolved(type, args: args) }
    }

    /// ``resolveOrThrow(_:args:)-(T.Type,_)`` without noting that the caller handles a failure: for the plain
    /// `resolve` calls, and again from inside a resolve.
    func resolved<T: IResolvable>(_ type: T.Type, args: T.Arguments) throws(ResolutionError) -> T {
        let lifetime = T.lifetime
        // The usual resolve of a singleton: it exists in this root.
        if parent == nil && lifetime == .singleton, let made = state.withLock({ $0.instances[TypeKey(type)]?.object }) {
            recorder?.recordUse(of: type, lifetime: lifetime)
            return made as! T
        }
        if lifetime == .perRequest && !isBound(TypeKey(type)) { return try build(type, args: args, lifetime: lifetime) }
        return try resolve(type, args: args, lifetime: lifetime)
    }

    /// The rest of ``resolveOrThrow(_:args:)-(T.Type,_)``: the instance that exists, or through the registration
    /// in force, or as `T`'s lifetime says.
    private func resolve<T: IResolvable>(
        _ type: T.Type,
        args: T.Arguments,
        lifetime: Lifetime
    ) throws(ResolutionError) -> T {
        let key = TypeKey(type)
        let found = find(key, instanceOf: lifetime)
        if let registration = found.registration, let owner = found.owner {
            // Replaced meanwhile: again, with what is in force.
            return try resolve(registration, owner: owner, as: type, args: args) { () throws(ResolutionError) in
                try resolved(type, args: args)
            }
        }
        if let existing = found.instance {
            recorder?.recordUse(of: type, lifetime: lifetime)
            return existing as! T
        }
        switch lifetime {
        case .perRequest:
            return try build(type, args: args, lifetime: .perRequest)
        case .singleton, .weakShared:
            let root = self.root
            return try root.asShared(for: self) { () throws(ResolutionError) in
                try root.instance(type, key: key, lifetime: lifetime) { () throws(ResolutionError) in
                    try root.build(type, args: args, lifetime: lifetime)
                }
            }
        case .scoped:
            return try instance(type, key: key, lifetime: .scoped) { () throws(ResolutionError) in
                try build(type, args: args, lifetime: .scoped)
            }
        case .perGraph:
            return try perGraph(type, source: key.id) { () throws(ResolutionError) in
                try build(type, args: args, lifetime: .perGraph)
            }
        }
    }

    /// Resolves a service that was bound with ``bind(_:lifetime:factory:)-(_,_,(IContainer)->Service)`` (usually a protocol).
    ///
    /// - Parameters:
    ///   - type: The service type, as it was bound.
    ///   - args: The arguments the binding takes (`()` for none).
    /// - Returns: The bound implementation.
    ///   A type that declares its own lifetime and has no binding or mock is resolved as `resolve()` would
    ///   (what generic code relies on).
    /// - Throws: ``ResolutionError`` when nothing is bound to `type`, or it was bound with other arguments.
    public func resolveOrThrow<Service, Arguments>(
        _ type: Service.Type,
        args: Arguments
    ) throws(ResolutionError) -> Service {
        try ResolutionStack.caught { () throws(ResolutionError) in try resolved(type, args: args) }
    }

    /// ``resolveOrThrow(_:args:)-(_,_)`` without noting that the caller handles a failure.
    func resolved<Service, Arguments>(_ type: Service.Type, args: Arguments) throws(ResolutionError) -> Service {
        let found = find(TypeKey(type), instanceOf: nil)
        if Arguments.self == Void.self, let product = found.instance as? AnyBox {
            recorder?.recordUse(of: type, lifetime: .singleton)
            return product.value(as: type)
        }
        guard let registration = found.registration, let owner = found.owner else {
            // `let provider: (any IOrdersProvider)? = container.resolve()` asks for the Optional: resolve what it wraps.
            if let optional = type as? any OptionalService.Type {
                return try optional.resolveWrapped(from: self, args: args) as! Service
            }
            // Generic code (`func make<S>(_ c: any IContainer) -> S { c.resolve() }`) lands here for a type that
            // declares its own lifetime.
            if let resolvable = type as? any IResolvable.Type {
                return try resolvable.resolveSelfDeclared(from: self, args: args) as! Service
            }
            throw error(.unbound, for: type)
        }
        // Replaced meanwhile: again, with the registration in force.
        return try resolve(registration, owner: owner, as: type, args: args) { () throws(ResolutionError) in
            try resolved(type, args: args)
        }
    }

    // MARK: - Finding

    /// What a resolve of one type finds: the nearest binding or mock (with the container it was made on), or
    /// else the instance that exists, or nothing.
    struct Found {
        var registration: AnyRegistration?
        var owner: Container?
        var instance: AnyObject?
    }

    /// The nearest registration for `key`, from this container up to the root; when there is none and
    /// `lifetime` keeps its instance in the root (a singleton, a weak-shared instance, the root's scoped one),
    /// that instance, read under the root's lock in the same visit.
    func find(_ key: TypeKey, instanceOf lifetime: Lifetime?) -> Found {
        guard let parent else { return look(for: key, instanceOf: lifetime) }
        if let registration = state.withLock({ $0.registrations.isEmpty ? nil : $0.registrations[key] }) {
            return Found(registration: registration, owner: self)
        }
        return parent.find(key, instanceOf: lifetime == .scoped ? nil : lifetime)
    }

    /// Whether a binding or mock for `key` is made on this container or an ancestor.
    private func isBound(_ key: TypeKey) -> Bool {
        state.withLock { !$0.registrations.isEmpty && $0.registrations[key] != nil } || parent?.isBound(key) == true
    }

    /// The root's part of ``find(_:instanceOf:)``. The instance is looked up first: the root never keeps one
    /// while it has a registration of the same type (registering forgets it).
    private func look(for key: TypeKey, instanceOf lifetime: Lifetime?) -> Found {
        state.withLock { state in
            switch lifetime {
            case .singleton?, .scoped?: if let made = state.instances[key] { return Found(instance: made.object) }
            case .weakShared?: if let made = state.weakInstances[key]?.value { return Found(instance: made) }
            default: break
            }
            guard !state.registrations.isEmpty, let registration = state.registrations[key] else { return Found() }
            // A bound singleton taking no arguments that exists: its product, in the same visit.
            let product =
                lifetime == nil && registration.lifetime == .singleton
                ? state.products.withoutArguments[key] : nil
            let made = product?.registration === registration ? product?.object : nil
            return Found(registration: registration, owner: self, instance: made)
        }
    }

    // MARK: - Self-declared lifetimes

    /// Runs `T`'s initializer inside a resolution frame.
    func build<T: IResolvable>(_ type: T.Type, args: T.Arguments, lifetime: Lifetime) throws(ResolutionError) -> T {
        let stack = ResolutionStack.current
        try stack.push(container: ObjectIdentifier(self), type: type, takesArguments: T.Arguments.self != Void.self)
        defer { stack.pop() }
        recorder?.recordBuild(of: type, lifetime: lifetime, stack: stack)
        return try T(container: self, args: args)
    }

    /// The shared instance `key` of `type` kept here (a singleton or weak-shared one in the root, a scoped one in
    /// every container), made once by `make`.
    private func instance<T: IResolvable>(
        _ type: T.Type,
        key: TypeKey,
        lifetime: Lifetime,
        make: () throws(ResolutionError) -> T
    ) throws(ResolutionError) -> T {
        let isWeak = lifetime == .weakShared
        let (made, created) = try once(
            SharedKey(service: key, arguments: ()),
            type: type,
            existing: { state in isWeak ? state.weakInstances[key]?.value : state.instances[key]?.object },
            store: { state, made, sequence in
                if isWeak { return state.weakInstances.updateValue(WeakBox(made), forKey: key) }
                return state.instances.updateValue(Made(object: made, sequence: sequence), forKey: key)
            },
            make: make
        )
        if !created { recorder?.recordUse(of: type, lifetime: lifetime) }
        return made as! T
    }

    /// The per-graph instance of `type` in the current top-level resolve, made by `make` on first use.
    ///
    /// Keyed by container, type and `source` (the registration, or the type itself): a mock or binding made in
    /// the middle of a graph is a new source, so it makes a new value instead of being mistaken for the old one.
    private func perGraph<Service>(
        _ type: Service.Type,
        source: ObjectIdentifier,
        make: () throws(ResolutionError) -> Service
    ) throws(ResolutionError) -> Service {
        let stack = ResolutionStack.current
        let graphKey = ResolutionStack.GraphKey(
            container: ObjectIdentifier(self), type: ObjectIdentifier(type), source: source)
        // A value kept for `graphKey` is of `Service`: the key names the type.
        if let existing = stack.graphInstances[graphKey] as? AnyBox {
            recorder?.recordUse(of: type, lifetime: .perGraph)
            return existing.value(as: type)
        }
        let product = try make()
        if !stack.frames.isEmpty { stack.graphInstances[graphKey] = Box(product) }
        return product
    }

    // MARK: - Bindings and mocks

    /// Resolves through a binding or mock.
    ///
    /// - Parameter again: Resolves again, through the caller's entry point (so that a self-declared type keeps
    ///   its statically known conformance), when `registration` is `.scoped` and was replaced (or removed)
    ///   since the caller found it, and this container has no product of it.
    private func resolve<Service, Arguments>(
        _ registration: AnyRegistration,
        owner: Container,
        as type: Service.Type,
        args: Arguments,
        again: () throws(ResolutionError) -> Service
    ) throws(ResolutionError) -> Service {
        guard ObjectIdentifier(registration.argumentsType) == ObjectIdentifier(Arguments.self) else {
            let (expected, actual) = (registration.argumentsTypeName, typeName(Arguments.self))
            throw error(
                registration.isMock
                    ? .mockArgumentsMismatch(expected: expected, actual: actual)
                    : .argumentsMismatch(expected: expected, actual: actual),
                for: type
            )
        }
        let key = TypeKey(type)
        switch registration.lifetime {
        case .perRequest:
            return try run(registration, as: type, args: args)
        case .singleton:
            // Built where it was bound: it sees the bindings made there and above.
            return try owner.asShared(for: self) { () throws(ResolutionError) in
                try owner.product(
                    of: registration, key: SharedKey(service: key, arguments: args), as: type, args: args, again: again)
            }
        case .scoped:
            return try product(
                of: registration, key: SharedKey(service: key, arguments: args), as: type, args: args, again: again)
        case .perGraph:
            return try perGraph(type, source: ObjectIdentifier(registration)) { () throws(ResolutionError) in
                try run(registration, as: type, args: args)
            }
        }
    }

    /// The shared product of a `.singleton` or `.scoped` registration kept here (one per argument value when it
    /// takes arguments), made once.
    ///
    /// A `.scoped` product is made and kept only while `registration` is still what a resolve from here finds:
    /// a thread that found it just before another replaced it must not store a product of it, which would take
    /// the place of the new registration's.
    ///
    /// - Parameter again: Resolves again when a `.scoped` `registration` was replaced since the caller found it.
    private func product<Service, Arguments>(
        of registration: AnyRegistration,
        key: SharedKey,
        as type: Service.Type,
        args: Arguments,
        again: () throws(ResolutionError) -> Service
    ) throws(ResolutionError) -> Service {
        let checksForce = registration.lifetime == .scoped
        var replaced = false
        let (box, created) = try once(
            key,
            type: type,
            existing: { state in
                if let product = state.products[key.service, key.arguments], product.registration === registration {
                    return product.object
                }
                guard checksForce, !isInForce(registration, key: key.service, state: &state) else { return nil }
                replaced = true
                return registration  // Anything but `nil`: nothing to make.
            },
            store: { state, box, sequence in
                // Replaced while it was made: its resolve returns it, this container does not keep it.
                if checksForce && !isInForce(registration, key: key.service, state: &state) { return nil }
                let product = Product(object: box, registration: registration, sequence: sequence)
                let previous = state.products[key.service, key.arguments]
                state.products[key.service, key.arguments] = product
                return previous
            },
            make: { () throws(ResolutionError) in registration.box(try run(registration, as: type, args: args)) }
        )
        if replaced { return try again() }
        if !created { recorder?.recordUse(of: type, lifetime: registration.lifetime.lifetime) }
        // Sound: a product kept for `key` was made by a registration of `Service`.
        return (box as! AnyBox).value(as: type)
    }

    /// Whether `registration` is what a resolve of `key` from this container finds. `state` is this container's,
    /// locked; each ancestor's lock is taken in turn (always child before parent, never the other way).
    func isInForce(_ registration: AnyRegistration, key: TypeKey, state: inout ContainerState) -> Bool {
        if let own = state.registrations[key] { return own === registration }
        var ancestor = parent
        while let container = ancestor {
            // Compared under the ancestor's lock: no reference to its registration is released here, under this
            // container's lock.
            if let same = container.state.withLock({ $0.registrations[key].map { $0 === registration } }) {
                return same
            }
            ancestor = container.parent
        }
        return false
    }

    /// Runs a registration's factory inside a resolution frame on this thread's stack: detects a cycle through
    /// `type` in this container, and records the dependency when recording is on.
    private func run<Service, Arguments>(
        _ registration: AnyRegistration,
        as type: Service.Type,
        args: Arguments
    ) throws(ResolutionError) -> Service {
        let stack = ResolutionStack.current
        try stack.push(container: ObjectIdentifier(self), type: type, takesArguments: Arguments.self != Void.self)
        defer { stack.pop() }
        let lifetime = registration.lifetime.lifetime
        recorder?.recordBuild(of: type, lifetime: lifetime, stack: stack, isMock: registration.isMock)
        return try registration.make(self, args, as: type)
    }

    /// Runs `body`, which builds a shared instance here, noting on the stack when another container asked for
    /// it: a failure inside then says where the instance is built (see ``ResolutionError/sharedInstance``).
    private func asShared<Product>(
        for requester: Container,
        _ body: () throws(ResolutionError) -> Product
    ) throws(ResolutionError) -> Product {
        if requester === self { return try body() }
        let stack = ResolutionStack.current
        stack.beginSharedBuild()
        defer { stack.endSharedBuild() }
        return try body()
    }

    /// An error for `type` with the current resolution path.
    func error(_ kind: ResolutionError.Kind, for type: any Any.Type) -> ResolutionError {
        let stack = ResolutionStack.current
        let path = stack.path() + [type]
        // A resolve that began in another container and is now building here builds a shared instance: its
        // bindings are this container's, whatever container asked. Say so, with where it is built.
        guard kind == .unbound, let shared = stack.sharedEntry else {
            return ResolutionError(kind: kind, path: path)
        }
        return ResolutionError(
            kind: kind,
            path: path,
            sharedInstance: typeName(shared),
            builtIn: parent == nil ? "the root container" : "the container its binding or mock was made on"
        )
    }
}

/// Lets an Optional-typed resolve (an optional property assigned from `resolve()`) resolve the wrapped service.
protocol OptionalService {
    /// `.some` of the wrapped service.
    static func resolveWrapped<Arguments>(from container: Container, args: Arguments) throws(ResolutionError) -> Self
}

extension Optional: OptionalService {
    static func resolveWrapped<Arguments>(from container: Container, args: Arguments) throws(ResolutionError) -> Self {
        if let resolvable = Wrapped.self as? any IResolvable.Type {
            return try resolvable.resolveSelfDeclared(from: container, args: args) as? Wrapped
        }
        return .some(try container.resolved(Wrapped.self, args: args))
    }
}

extension IResolvable {
    /// A resolve of `Self` that reached the untyped path (generic code, an Optional context): the typed
    /// path, after checking the arguments.
    fileprivate static func resolveSelfDeclared<Arguments>(
        from container: Container,
        args: Arguments
    ) throws(ResolutionError) -> Self {
        guard let typed = args as? Self.Arguments else {
            throw ResolutionError(
                kind: .argumentsMismatch(expected: typeName(Self.Arguments.self), actual: typeName(Arguments.self)),
                path: ResolutionStack.current.path() + [Self.self]
            )
        }
        return try container.resolved(Self.self, args: typed)
    }
}
