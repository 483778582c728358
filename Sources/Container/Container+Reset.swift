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
    /// A resolve that starts after `reset()` returns makes a new instance. One that another thread started
    /// before, and that is still creating its instance (inside the initializer or factory), returns that
    /// instance, but the container does not keep it: the resolves that wait for it, and every later one, make a
    /// new one.
    ///
    /// The products of bindings and mocks are released at once, newest first. Self-declared singletons and
    /// scoped instances are released with the container: another thread may be reading one at this moment
    /// without a lock, so the container keeps it (unreachable) until it goes. So is the first product of a
    /// root's `.singleton` binding, which the root publishes for lock-free reads (its later products are
    /// released at once; see the Lifetimes article, "Resetting").
    public func reset() {
        releaseShared(of: nil, removingRegistrations: false)
    }

    /// Forgets the shared instance of one type or service, as ``reset()`` does for all (a creation of it under
    /// way on another thread included).
    ///
    /// - Parameter service: The type or bound service whose shared instance to forget.
    public func reset<Service>(_ service: Service.Type) {
        releaseShared(of: ObjectIdentifier(service), removingRegistrations: false)
    }

    /// Removes the mock or binding of `service` made on this container, with its shared product: resolves
    /// fall back to an ancestor's binding or mock, or to the type's own lifetime.
    ///
    /// ```swift
    /// container.mock((any IClock).self) { _ in FixedClock() }
    /// container.removeMock((any IClock).self)  // the app's binding again
    /// ```
    ///
    /// The mock's shared products are released before `removeMock` returns (the `.scoped` products the children made of
    /// it included), and so is the mock itself with what its factory captured, unless a resolve through this container
    /// is running on another thread at that moment: that resolve may be using the mock (a factory runs with its
    /// container's bindings borrowed), so the container keeps the mock, with its product, until its next `bind`,
    /// `mock`, `reset` or removal after that resolve, or until it goes. A product that a resolve (here or in a child)
    /// is making at that moment is returned by that resolve and not kept. A binding (not a mock) removed from the
    /// root after resolves used it without a lock is kept until the root goes (see the Lifetimes article,
    /// "Memory").
    ///
    /// - Parameter service: The type or service whose mock or binding to remove.
    public func removeMock<Service>(_ service: Service.Type) {
        releaseShared(of: ObjectIdentifier(service), removingRegistrations: true)
    }

    /// Removes every binding and mock made on this container and forgets its shared instances: for tests
    /// that reuse one container.
    public func removeAll() {
        releaseShared(of: nil, removingRegistrations: true)
    }
}
