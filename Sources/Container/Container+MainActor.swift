import HarborSupport

extension Container {
    /// Binds a service to a main-actor factory: for main-actor implementations, such as the plain
    /// conformances of a module built with default main-actor isolation.
    ///
    /// ```swift
    /// // In an app module with default main-actor isolation, Router is main-actor isolated.
    /// container.bindOnMainActor((any IRouter).self) { $0.resolve() as Router }
    /// ```
    ///
    /// The service must then be resolved from the main actor; resolving it from another thread fails with
    /// ``ResolutionError/Kind/mainActorRequired`` (thrown by `resolveOrThrow`).
    ///
    /// - Parameters:
    ///   - service: The type callers resolve.
    ///   - lifetime: How long the factory's product lives.
    ///   - factory: Makes the implementation, on the main actor.
    /// - Returns: This container, so bindings can be chained.
    @discardableResult
    public func bindOnMainActor<Service>(
        _ service: Service.Type,
        lifetime: BindingLifetime = .perRequest,
        factory: @escaping @MainActor @Sendable (any IContainer) -> Service
    ) -> Container {
        bindOnMainActor(service, lifetime: lifetime) { (container, _: Void) in factory(container) }
    }

    /// Binds a service that takes typed arguments to a main-actor factory.
    ///
    /// - Parameters:
    ///   - service: The type callers resolve.
    ///   - lifetime: How long the factory's product lives.
    ///   - factory: Makes the implementation from the container and the arguments, on the main actor.
    /// - Returns: This container, so bindings can be chained.
    @discardableResult
    public func bindOnMainActor<Service, Arguments>(
        _ service: Service.Type,
        lifetime: BindingLifetime = .perRequest,
        factory: @escaping @MainActor @Sendable (any IContainer, Arguments) -> Service
    ) -> Container {
        register(service, Registration(lifetime: lifetime, isMock: false, factory: onMainActor(.binding, factory)))
    }

    /// Replaces a type or service with a mock made on the main actor: for main-actor stubs.
    ///
    /// ```swift
    /// container.mockOnMainActor((any IRouter).self) { _ in RouterSpy() }
    /// ```
    ///
    /// The replaced type must then be resolved from the main actor.
    ///
    /// - Parameters:
    ///   - service: The type or service to replace.
    ///   - lifetime: How long the mock lives; `nil` (the default) keeps an ``IResolvable`` type's own lifetime,
    ///     as `mock(_:lifetime:factory:)` does, and means `.perRequest` for a bound service.
    ///   - factory: Makes the replacement, on the main actor.
    /// - Returns: This container, so mocks can be chained.
    @discardableResult
    public func mockOnMainActor<Service>(
        _ service: Service.Type,
        lifetime: BindingLifetime? = nil,
        factory: @escaping @MainActor @Sendable (any IContainer) -> Service
    ) -> Container {
        mockOnMainActor(service, lifetime: lifetime) { (container, _: Void) in factory(container) }
    }

    /// Replaces a type or service that takes typed arguments with a mock made on the main actor: for a
    /// main-actor view model with arguments.
    ///
    /// ```swift
    /// container.mockOnMainActor(OrderDetailsVM.self) { container, order in StubDetailsVM(container: container, args: order) }
    /// ```
    ///
    /// - Parameters:
    ///   - service: The type or service to replace.
    ///   - lifetime: How long the mock lives; `nil` (the default) as for the variant without arguments.
    ///   - factory: Makes the replacement from the container and the arguments, on the main actor.
    /// - Returns: This container, so mocks can be chained.
    @discardableResult
    public func mockOnMainActor<Service, Arguments>(
        _ service: Service.Type,
        lifetime: BindingLifetime? = nil,
        factory: @escaping @MainActor @Sendable (any IContainer, Arguments) -> Service
    ) -> Container {
        let lifetime = lifetime ?? defaultMockLifetime(of: service)
        return register(service, Registration(lifetime: lifetime, isMock: true, factory: onMainActor(.mock, factory)))
    }
}

/// The lifetime a mock gets when none is given: an ``IResolvable`` type's own, shared types staying shared.
private func defaultMockLifetime(of service: any Any.Type) -> BindingLifetime {
    (service as? any IResolvable.Type).map { .mocking($0.lifetime) } ?? .perRequest
}

/// Wraps a main-actor factory so that it can be stored with the others; it runs on the main actor, which the
/// caller must be on: from another thread the resolve fails with ``ResolutionError/Kind/mainActorRequired``,
/// naming `cause` (a binding or a mock).
private func onMainActor<Service, Arguments>(
    _ cause: ResolutionError.MainActorCause,
    _ factory: @escaping @MainActor @Sendable (any IContainer, Arguments) -> Service
) -> @Sendable (any IContainer, Arguments) throws -> Service {
    { container, args in
        guard runsOnMainQueue() else {
            let path = ResolutionStack.current.path()
            throw ResolutionError(
                kind: .mainActorRequired, path: path.isEmpty ? [Service.self] : path, mainActorCause: cause)
        }
        let input = Transfer(value: args)
        return MainActor.assumeIsolated { Transfer(value: factory(container, input.value)) }.value
    }
}

/// Carries the arguments into and the product out of `MainActor.assumeIsolated`, which wants `Sendable` values.
///
/// `@unchecked Sendable`: the value never changes threads: `assumeIsolated` runs its body synchronously on the
/// calling thread, the main thread.
private struct Transfer<Value>: @unchecked Sendable {
    let value: Value
}
