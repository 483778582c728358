import HarborAtomics
import HarborSupport

extension Container {
    /// Binds a service (usually a protocol) to a factory, so that `resolve()` by the service type works.
    ///
    /// ```swift
    /// // The implementation's own lifetime applies: OrdersProvider is an ISingleton.
    /// container.bind((any IOrdersProvider).self) { $0.resolve() as OrdersProvider }
    /// // A type that is not IResolvable, shared:
    /// container.bind((any IClock).self, lifetime: .singleton) { _ in SystemClock() }
    /// ```
    ///
    /// Binding the same service again replaces the binding, and the shared product it made, for later resolves,
    /// here and in the children. Children see the binding; a child's own binding or mock wins over it. (On the
    /// root, a replaced binding that resolves already used without a lock is kept until the root goes: see the
    /// Lifetimes article, "Memory".)
    ///
    /// - Parameters:
    ///   - service: The type callers resolve.
    ///   - lifetime: How long the factory's product lives; `.perRequest` (the default) defers to whatever the
    ///     factory resolves.
    ///   - factory: Makes the implementation; it receives this container (or the child resolving).
    /// - Returns: This container, so bindings can be chained.
    @discardableResult
    @inlinable
    public func bind<Service>(
        _ service: Service.Type,
        lifetime: BindingLifetime = .perRequest,
        factory: @escaping @Sendable (any IContainer) -> Service
    ) -> Container {
        // Inlined, so that the caller's module names the concrete registration type (see `AnyRegistration`).
        register(service, Registration(lifetime: lifetime, isMock: false, plainFactory: factory))
    }

    /// Binds a service that takes typed arguments.
    ///
    /// ```swift
    /// container.bind((any IOrderDetailsVM).self) { container, order in
    ///     container.resolve(args: order) as OrderDetailsVM
    /// }
    /// let details: any IOrderDetailsVM = container.resolve(args: order)
    /// ```
    ///
    /// Resolving it with arguments of another type fails with ``ResolutionError/Kind/argumentsMismatch(expected:actual:)``.
    ///
    /// - Parameters:
    ///   - service: The type callers resolve.
    ///   - lifetime: How long the factory's product lives.
    ///   - factory: Makes the implementation from the container and the arguments.
    /// - Returns: This container, so bindings can be chained.
    @discardableResult
    public func bind<Service, Arguments>(
        _ service: Service.Type,
        lifetime: BindingLifetime = .perRequest,
        factory: @escaping @Sendable (any IContainer, Arguments) -> Service
    ) -> Container {
        register(service, Registration(lifetime: lifetime, isMock: false, factory: factory))
    }

    /// Replaces an ``IResolvable`` type with a mock or stub, in this container and its children.
    ///
    /// ```swift
    /// let container = appContainer.makeChild()
    /// container.mock(OrdersProvider.self) { _ in MockOrdersProvider() }  // a subclass of OrdersProvider
    /// container.mock(OrderDetailsVM.self) { _, order in StubDetailsVM(order: order) }
    /// ```
    ///
    /// A mock of a shared type stays shared: a mocked singleton is made once per container that mocks it.
    ///
    /// - Parameters:
    ///   - type: The type to replace.
    ///   - lifetime: How long the mock lives; by default, as `type`'s own lifetime says.
    ///   - factory: Makes the replacement from the container and the arguments.
    /// - Returns: This container, so mocks can be chained.
    @discardableResult
    public func mock<T: IResolvable>(
        _ type: T.Type,
        lifetime: BindingLifetime? = nil,
        factory: @escaping @Sendable (any IContainer, T.Arguments) -> T
    ) -> Container {
        register(type, Registration(lifetime: lifetime ?? .mocking(T.lifetime), isMock: true, factory: factory))
    }

    /// Replaces an ``IResolvable`` type that takes no arguments with a mock or stub.
    ///
    /// - Parameters:
    ///   - type: The type to replace.
    ///   - lifetime: How long the mock lives; by default, as `type`'s own lifetime says.
    ///   - factory: Makes the replacement.
    /// - Returns: This container, so mocks can be chained.
    @discardableResult
    public func mock<T: IResolvable>(
        _ type: T.Type,
        lifetime: BindingLifetime? = nil,
        factory: @escaping @Sendable (any IContainer) -> T
    ) -> Container where T.Arguments == Void {
        register(
            type,
            Registration(lifetime: lifetime ?? .mocking(T.lifetime), isMock: true, plainFactory: factory)
        )
    }

    /// Replaces a bound service (usually a protocol) with a mock or stub, in this container and its children.
    ///
    /// ```swift
    /// container.mock((any IOrdersProvider).self) { _ in StubOrdersProvider(orders: [.sample]) }
    /// ```
    ///
    /// - Parameters:
    ///   - service: The service to replace.
    ///   - lifetime: How long the mock lives; `nil` (the default) means `.perRequest`: `factory` runs on every
    ///     resolve. (Optional so that this overload and the one for ``IResolvable`` types rank cleanly.)
    ///   - factory: Makes the replacement.
    /// - Returns: This container, so mocks can be chained.
    @discardableResult
    public func mock<Service>(
        _ service: Service.Type,
        lifetime: BindingLifetime? = nil,
        factory: @escaping @Sendable (any IContainer) -> Service
    ) -> Container {
        register(
            service, Registration(lifetime: lifetime ?? .perRequest, isMock: true, plainFactory: factory))
    }

    /// Replaces a bound service that takes typed arguments with a mock or stub.
    ///
    /// The arguments must be of the type callers resolve with; a mismatch is reported when it is resolved.
    ///
    /// - Parameters:
    ///   - service: The service to replace.
    ///   - lifetime: How long the mock lives; `nil` (the default) means `.perRequest`.
    ///   - factory: Makes the replacement from the container and the arguments.
    /// - Returns: This container, so mocks can be chained.
    @discardableResult
    public func mock<Service, Arguments>(
        _ service: Service.Type,
        lifetime: BindingLifetime? = nil,
        factory: @escaping @Sendable (any IContainer, Arguments) -> Service
    ) -> Container {
        register(service, Registration(lifetime: lifetime ?? .perRequest, isMock: true, factory: factory))
    }

    /// Replaces a type or service with one shared instance, in this container and its children.
    ///
    /// ```swift
    /// let spy = PresenterSpy()
    /// container.mock((any IPresenter).self, with: spy)
    /// ```
    ///
    /// The instance must be `Sendable` (a main-actor class is), because any thread may resolve it.
    ///
    /// - Parameters:
    ///   - service: The type or service to replace.
    ///   - instance: What every resolve returns.
    /// - Returns: This container, so mocks can be chained.
    @discardableResult
    public func mock<Service>(_ service: Service.Type, with instance: Service) -> Container where Service: Sendable {
        register(service, Registration<Service, Void>(lifetime: .perRequest, isMock: true) { _, _ in instance })
    }

    /// Replaces an ``IResolvable`` type, including one that takes arguments, with one shared instance.
    ///
    /// ```swift
    /// container.mock(OrderDetailsVM.self, with: StubDetailsVM())  // every resolve(args:) returns the stub
    /// ```
    ///
    /// The arguments callers pass are ignored. The instance must be `Sendable`, because any thread may
    /// resolve it.
    ///
    /// - Parameters:
    ///   - type: The type to replace.
    ///   - instance: What every resolve returns.
    /// - Returns: This container, so mocks can be chained.
    @discardableResult
    public func mock<T: IResolvable>(_ type: T.Type, with instance: T) -> Container where T: Sendable {
        register(type, Registration<T, T.Arguments>(lifetime: .perRequest, isMock: true) { _, _ in instance })
    }

    @usableFromInline
    func register<Service, Arguments>(
        _ service: Service.Type,
        _ registration: Registration<Service, Arguments>
    ) -> Container {
        // A binding or mock of an IResolvable type is found by `resolve(args: T.Arguments)`: one that takes
        // other arguments could never be used, so say so now rather than at the first resolve. A protocol
        // (what binds are usually for) never conforms: skip the conformance lookup for it.
        if !isExistential(service), let resolvable = service as? any IResolvable.Type {
            // Self-declared resolves now probe the registrations (see `overrides`).
            harbor_atomic_add_seq_cst(overrides, 1)
            let expected = argumentsType(of: resolvable)
            if ObjectIdentifier(expected) != registration.argumentsType {
                failResolution(
                    ResolutionError(
                        kind: .argumentsMismatch(expected: typeName(expected), actual: typeName(Arguments.self)),
                        typeName: typeName(service),
                        path: [typeName(service)]
                    )
                )
            }
        }
        // A shared product per argument value needs arguments that can be told apart.
        if Arguments.self != Void.self && registration.lifetime != .perRequest {
            let hashable = Arguments.self is any Hashable.Type
            if registration.lifetime == .perGraph || !hashable {
                failResolution(
                    ResolutionError(
                        kind: .argumentsMismatch(
                            expected: registration.lifetime == .perGraph
                                ? "Void (a per-graph binding takes no arguments)"
                                : "a Hashable type (one shared instance per argument value)",
                            actual: typeName(Arguments.self)
                        ),
                        typeName: typeName(service),
                        path: [typeName(service)]
                    )
                )
            }
        }
        // What the new registration replaces (the old one and its product) is released after unlocking: a
        // product's deinit may resolve.
        let key = ObjectIdentifier(service)
        // From now on a resolve of this service (or of one sharing its bit) in this tree may find a registration
        // below the root: what the root published for it is no longer what every container resolves (see
        // `published`). Set before the registration is stored, so that a resolve that finds it sees the bit.
        if parent != nil { published.turnOff(key) }
        lock.lock()
        // What the old registration made here goes with it (its products per argument value, its scoped
        // product, an instance of the type it replaces). Usually nothing was made for `key` here yet (bindings
        // at launch): skip the search then.
        @inline(__always) func madeSomethingHere() -> Bool {
            !boundInstances.isEmpty || !productsByArguments.isEmpty || (parent == nil && !rootWeakInstances.isEmpty)
                || instances[key] != nil
        }
        // A per-request binding is published by its first resolve (see `published`), unless the root unpublished
        // one of this service before. (One below the root never is: its `register` turned publication off for
        // the service for good.)
        if !unpublishedRegistrations.isEmpty && unpublishedRegistrations[key] != nil {
            registration.awaitsPublication = false
        }
        let old: [AnyObject]
        if registrations.insertNew(key, registration) {
            // A new key replaced nothing: done, unless something was made for it here or below (bindings at
            // launch, before any child: one check).
            guard madeSomethingHere() || !children.isEmpty else {
                lock.unlock()
                return self
            }
            old = []
        } else {
            // A product or registration the root published goes with its registration (see `published`); a new
            // key has none.
            if parent == nil {
                unpublishProduct(of: key)
                if unpublishRegistration(of: key) { registration.awaitsPublication = false }
            }
            old = registrations.set(key, registration)
        }
        let madeHere = madeSomethingHere()
        var replaced = madeHere ? takeShared(of: key, removingRegistrations: false) : ReleasedInstances()
        replaced.held += old
        let descendants = children.alive
        lock.unlock()
        replaced.releaseNewestFirst()
        // The children's scoped products of what this replaced (or now hides) go too.
        releaseScopedProducts(notInForceBelow: descendants, keys: [key])
        return self
    }
}

/// Whether `type` is a protocol type (`any P`, `any P & Q`, `Any`), which never conforms to ``IResolvable``
/// (Harbor's protocols have static requirements, so their existentials do not conform to them).
///
/// Reads the kind word every type's metadata starts with (`MetadataKind` in the Swift ABI, stable since
/// Swift 5 on Apple platforms and identical on Linux): 0x303 for an existential, 0x307 for an extended
/// existential (`any P<T>`). A class's metadata holds its isa pointer or 0 there, never these values. Sound
/// because the pointer is the metatype's own representation (a thin `Any.Type` is the metadata address) and
/// metadata lives as long as the process. Costs one load where `as? any IResolvable.Type` costs a conformance
/// cache lookup (about 300 instructions per bind, Benchmarks/README).
@inline(__always)
private func isExistential(_ type: any Any.Type) -> Bool {
    let kind = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
    return kind == 0x303 || kind == 0x307
}

/// `T.Arguments`, for a type known only as an existential metatype.
private func argumentsType<T: IResolvable>(of type: T.Type) -> any Any.Type {
    T.Arguments.self
}
