import HarborSupport

extension Container {
    /// Forgets every shared instance this container made, so that the next resolves make new ones
    /// (Swinject's `resetObjectScope`, Factory's `reset`): its singletons (in the root), its scoped instances,
    /// and the shared products of its bindings and mocks. Bindings and mocks stay.
    ///
    /// ```swift
    /// let container = Container()
    /// let before: AppSettings = container.resolve()
    /// container.reset()
    /// let after: AppSettings = container.resolve()  // a new instance
    /// ```
    ///
    /// What was reset is released before `reset()` returns, newest first: an instance nobody else holds is
    /// gone (its `deinit` has run) when the call returns.
    ///
    /// A resolve that starts after `reset()` returns makes a new instance. One that another thread started
    /// before, and that is still creating its instance (inside the initializer or factory), returns that
    /// instance, but the container does not keep it: the resolves that wait for it, and every later one, make a
    /// new one.
    public func reset() {
        releaseShared(of: nil, removingRegistrations: false)
    }

    /// Forgets the shared instance of one type or service, as ``reset()`` does for all (a creation of it under
    /// way on another thread included).
    ///
    /// - Parameter service: The type or bound service whose shared instance to forget.
    public func reset<Service>(_ service: Service.Type) {
        releaseShared(of: TypeKey(service), removingRegistrations: false)
    }

    /// Removes the mock or binding of `service` made on this container, with its shared product: resolves
    /// fall back to an ancestor's binding or mock, or to the type's own lifetime.
    ///
    /// ```swift
    /// container.mock((any IClock).self) { _ in FixedClock() }
    /// container.removeMock((any IClock).self)  // the app's binding again
    /// ```
    ///
    /// The mock, what its factory captured and its shared products (the `.scoped` products the children made of
    /// it included) are released before `removeMock` returns, unless a resolve running on another thread at that
    /// moment still uses them. A product that a resolve (here or in a child) is making at that moment is returned
    /// by that resolve and not kept.
    ///
    /// - Parameter service: The type or service whose mock or binding to remove.
    public func removeMock<Service>(_ service: Service.Type) {
        releaseShared(of: TypeKey(service), removingRegistrations: true)
    }

    /// Removes every binding and mock made on this container and forgets its shared instances: for tests
    /// that reuse one container.
    public func removeAll() {
        releaseShared(of: nil, removingRegistrations: true)
    }
}

extension Container {
    /// Takes the shared instances of `key` (all when `nil`) out of this container under its lock, and
    /// releases them newest first once it is released.
    func releaseShared(of key: TypeKey?, removingRegistrations: Bool) {
        var (released, descendants) = state.withLock { state in
            (
                state.take(of: key, removingRegistrations: removingRegistrations),
                removingRegistrations ? state.aliveChildren : []
            )
        }
        released.releaseNewestFirst()
        // The children's scoped products of what this removed go too.
        releaseScopedProducts(notInForceBelow: descendants, key: key)
    }

    /// Releases, in every container below this one, the `.scoped` products of `key` (all when `nil`) made of a
    /// registration that is no longer what a resolve there finds. Call with this container's lock released:
    /// each container is cleaned under its own lock, and what it held is released after that lock is.
    func releaseScopedProducts(notInForceBelow descendants: [Container], key: TypeKey?) {
        for descendant in descendants {
            var (released, grandchildren) = descendant.state.withLock { state in
                var released = Released()
                for service in key.map({ [$0] }) ?? Array(state.products.services) {
                    for (arguments, product) in state.products.all(of: service)
                    where !descendant.isInForce(product.registration, key: service, state: &state) {
                        released.objects.append((product.sequence, product.object))
                        released.others.append(product.registration)
                        state.products[service, arguments] = nil
                    }
                }
                return (released, state.aliveChildren)
            }
            released.releaseNewestFirst()
            descendant.releaseScopedProducts(notInForceBelow: grandchildren, key: key)
        }
    }
}
