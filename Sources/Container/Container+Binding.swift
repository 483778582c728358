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
    /// Binding the same service again replaces the binding, and releases the shared product it made, here and
    /// in the children. Children see the binding; a child's own binding or mock wins over it.
    ///
    /// - Parameters:
    ///   - service: The type callers resolve.
    ///   - lifetime: How long the factory's product lives; `.perRequest` (the default) defers to whatever the
    ///     factory resolves.
    ///   - factory: Makes the implementation; it receives this container (or the child resolving).
    /// - Returns: This container, so bindings can be chained.
    @discardableResult
    public func bind<Service>(
        _ service: Service.Type,
        lifetime: BindingLifetime = .perRequest,
        factory: @escaping @Sendable (any IContainer) -> Service
    ) -> Container {
        bind(service, lifetime: lifetime) { (container, _: Void) in factory(container) }
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
        // The closure is made outside this generic context: one made here would capture `T`'s metatype.
        register(
            type, Registration(lifetime: lifetime ?? .mocking(T.lifetime), isMock: true, factory: noArguments(factory)))
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
        mock(service, lifetime: lifetime) { (container, _: Void) in factory(container) }
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

    func register<Service, Arguments>(
        _ service: Service.Type,
        _ registration: Registration<Service, Arguments>
    ) -> Container {
        // A binding or mock of an IResolvable type is found by `resolve(args: T.Arguments)`: one that takes
        // other arguments could never be used, so say so now rather than at the first resolve.
        if let resolvable = service as? any IResolvable.Type {
            let expected = argumentsType(of: resolvable)
            if ObjectIdentifier(expected) != ObjectIdentifier(Arguments.self) {
                failResolution(
                    ResolutionError(
                        kind: .argumentsMismatch(expected: typeName(expected), actual: typeName(Arguments.self)),
                        path: [service]
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
                        path: [service]
                    )
                )
            }
        }
        // What the new registration replaces (the old one, what it made here, an instance of the type it
        // replaces) is released after unlocking, newest first: a product's deinit may resolve.
        let key = TypeKey(service)
        var (released, descendants) = state.withLock { state in
            let released = state.take(of: key, removingRegistrations: true)
            state.registrations[key] = registration
            return (released, state.aliveChildren)
        }
        released.releaseNewestFirst()
        // The children's scoped products of what this replaced (or now hides) go too.
        releaseScopedProducts(notInForceBelow: descendants, key: key)
        return self
    }
}

/// `T.Arguments`, for a type known only as an existential metatype.
private func argumentsType<T: IResolvable>(of type: T.Type) -> any Any.Type {
    T.Arguments.self
}

/// `factory` in the shape a registration keeps: it takes (and ignores) `Void` arguments.
private func noArguments<Service>(
    _ factory: @escaping @Sendable (any IContainer) -> Service
) -> @Sendable (any IContainer, Void) throws -> Service {
    { container, _ in factory(container) }
}
