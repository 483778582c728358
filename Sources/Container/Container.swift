import HarborAtomics
import HarborSupport

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

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
/// **Threads.** Any thread or task may resolve. Reading a singleton that exists takes no lock; creating one
/// happens exactly once, with no lock held while its initializer runs.
///
/// **Memory.** The container owns its singletons and scoped instances: drop it and they go. It keeps nothing
/// per resolve. Services may keep `unowned let container: IContainer` as long as they do not outlive it.
public final class Container: IContainer, @unchecked Sendable {
    // `@unchecked Sendable`: the maps are read lock-free by design (see TypeMap) and written only under
    // `lock`; every other mutable property is guarded by `lock`, as noted on each.

    /// The container whose bindings, mocks and singletons this one sees; `nil` for a root container.
    public let parent: Container?

    /// The root of this container's tree (a strong reference, as `parent` is); `nil` when this is the root.
    private let rootContainer: Container?

    /// Serialises writes to the maps and guards `pending` and `waiting`.
    let lock = ContainerLock()

    /// Bindings and mocks made on this container, by service type; `.singleton` ones hold their product.
    @usableFromInline let registrations = TypeMap(reclaims: true)

    /// Singletons (in the root) and scoped instances (in every container), by type. Borrowing: `creationOrder`
    /// owns what it holds, so the map stays a plain table of addresses.
    let instances = TypeMap(reclaims: false, owns: false)

    /// Scoped products of bindings and mocks (``ScopedProduct``), by service type.
    let boundInstances = TypeMap(reclaims: true)

    // The properties below are guarded by `lock` and `@exclusivity(unchecked)`: the lock already makes every
    // access exclusive across threads, and no access under it overlaps another on the same thread (the code
    // under the lock calls no user code), so the runtime's dynamic checks (about 100 instructions per access
    // from a closure) would only cost time on the first-resolve and bind paths.

    /// Every instance ever stored in `instances`, with when it was made, oldest first: owns them (the map
    /// borrows) until teardown releases them newest first. A reset instance stays here, unreachable, because
    /// another thread may still be reading it without a lock. Guarded by `lock`.
    @exclusivity(unchecked) var creationOrder = CreationOrder()

    /// The next creation number. Guarded by `lock`.
    @exclusivity(unchecked) var nextSequence = 0

    /// Set when the container starts releasing what it owns: creating anything more is an error. Guarded by
    /// `lock`.
    @exclusivity(unchecked) var isTornDown = false

    /// Shared instances being created: who creates them, so that others wait. Guarded by `lock`.
    @exclusivity(unchecked) var pending = PendingCreations()

    /// Which shared instance each waiting thread waits for, to tell a cross-thread cycle from a wait.
    /// Guarded by `lock`.
    @exclusivity(unchecked) var waiting: [UInt: SharedKey] = [:]

    /// Shared products of `.scoped` registrations that take arguments, one per argument value (a `.singleton`
    /// registration keeps its own: ``ProductsByArguments``). Guarded by `lock`.
    @exclusivity(unchecked) var productsByArguments: [SharedKey: ScopedProduct] = [:]

    /// The children made of this container, weakly: a write to the registrations here reaches them to
    /// release scoped products of what it replaced. Guarded by `lock`.
    @exclusivity(unchecked) var children = Children()

    /// The root's `instances` (this container's own when it is the root): read on every singleton resolve.
    @usableFromInline let rootInstances: TypeMap

    /// What the root published for its tree to read without a lock (see ``PublishedBindings``), shared by every
    /// container of the tree (made by the root, which alone writes it, under its lock):
    /// - The products of the root's `.singleton` bindings without arguments (not mocks': a test's spy goes at
    ///   once when replaced), read as a self-declared singleton is read (Benchmarks/README, "Issue 11, round
    ///   6").
    /// - The root's per-request bindings (not mocks), whose factory a resolve calls with no walk up the tree
    ///   and no reader count (every thread that resolves through a map writes its count: from two threads at
    ///   once, a bound per-request resolve took 2.1–2.3 times what a self-declared one took; "Issue 11, round
    ///   7"). Published by the first resolve that finds the registration (``AnyRegistration/awaitsPublication``),
    ///   not by `bind`: binding at launch stays one map insertion.
    ///
    /// While no container below the root has a binding or mock of a service, the root's registration is the
    /// one every container of the tree finds, so what the root published for it is what every resolve must
    /// get. When a `bind`, `mock`, `removeMock`, `removeAll` or `reset` on the root forgets what it published
    /// for a service, another thread may be reading it, so ``unpublishedProducts`` or
    /// ``unpublishedRegistrations`` keeps it, unreachable, until the container goes, and that service's later
    /// products (or registrations) are not published: a service keeps at most one product, and one binding
    /// with what its factory captured, longer than they are in force.
    @usableFromInline let published: PublishedBindings

    /// The products the root published and then forgot, with when they were made, by service: kept until the
    /// container goes (see ``published``). The root's only. Guarded by `lock`.
    @exclusivity(unchecked) var unpublishedProducts: [ObjectIdentifier: (sequence: Int, object: AnyObject)] = [:]

    /// The registrations the root published and then replaced or removed, by service: kept until the container
    /// goes (see ``published``). The root's only. Guarded by `lock`.
    @exclusivity(unchecked) var unpublishedRegistrations: [ObjectIdentifier: AnyObject] = [:]

    /// The root's weak-shared instances, shared by every container of the tree (made by the root, which alone
    /// writes and releases them, under its lock): a ``WeakBox`` per type, made with its instance and never
    /// changed, so that ``existingWeakShared(_:)`` reads it without the lock, under the map's reader count.
    let rootWeakInstances: TypeMap

    /// How many bindings and mocks of ``IResolvable`` types were ever made in this tree, plus one if the tree
    /// records dependencies (shared by every container of the tree, owned by the root): while it is 0, resolving
    /// a self-declared type skips the walk over the registrations and takes the fast path with one load (a
    /// recording tree never does: its resolves take the full path, which records them). Incremented atomically
    /// by `register`, never decremented.
    @usableFromInline let overrides: UnsafeMutablePointer<Int>

    /// The registration maps a resolve looks in, nearest first: this container's, then each ancestor's (their
    /// ``TypeMap/words``), then `nil`. Read by the bound-service fast path without touching (retaining) the
    /// containers or maps: the ancestors, and so their maps, live as long as this container, which holds its
    /// parent.
    @usableFromInline let registrationChain: UnsafeMutablePointer<UnsafeMutablePointer<Int>?>

    /// Records who depends on whom, when the root was created with `recordsDependencies: true`.
    @usableFromInline let recorder: DependencyRecorder?

    /// Creates a root container.
    ///
    /// - Parameter recordsDependencies: Whether to record every resolve's type, lifetime and dependent, for
    ///   ``dependencyGraph``. Off by default: it costs a lock per resolve. Children share the root's record.
    public init(recordsDependencies: Bool = false) {
        parent = nil
        rootContainer = nil
        rootInstances = instances
        rootWeakInstances = TypeMap(reclaims: true)
        recorder = recordsDependencies ? DependencyRecorder() : nil
        overrides = .allocate(capacity: 1)
        // Recording: the self-declared fast path tests this word alone.
        overrides.initialize(to: recordsDependencies ? 1 : 0)
        published = PublishedBindings(recordsDependencies: recordsDependencies)
        registrationChain = .allocate(capacity: 2)
        registrationChain.initialize(to: registrations.words)
        (registrationChain + 1).initialize(to: nil)
    }

    private init(parent: Container) {
        self.parent = parent
        rootContainer = parent.root
        rootInstances = parent.rootInstances
        rootWeakInstances = parent.rootWeakInstances
        recorder = parent.recorder
        overrides = parent.overrides
        published = parent.published
        let ancestors = parent.chainDepth
        registrationChain = .allocate(capacity: ancestors + 2)
        registrationChain.initialize(to: registrations.words)
        (registrationChain + 1).initialize(from: parent.registrationChain, count: ancestors + 1)
    }

    deinit {
        // Release what this container owns in reverse creation order, so that a singleton outlives the ones it
        // was built from, and refuse to create anything more (a deinit that resolves gets a clear error).
        var released = lock.withLock {
            isTornDown = true
            return takeEverything()
        }
        released.releaseNewestFirst()
        pending.deallocate()
        if parent == nil {
            overrides.deallocate()
            published.deallocate()
        }
        registrationChain.deallocate()
        lock.deallocate()
    }

    /// How many containers this one's ``registrationChain`` names (this one and its ancestors).
    private var chainDepth: Int {
        var depth = 0
        while registrationChain[depth] != nil { depth += 1 }
        return depth
    }

    /// Creates a child container: it sees this container's bindings, mocks and singletons, and keeps its own
    /// mocks and ``IScoped`` instances.
    ///
    /// Children are cheap (a few small allocations), so make one per test or per flow.
    ///
    /// - Returns: A new child of this container.
    public func makeChild() -> Container {
        let child = Container(parent: self)
        lock.withLock { children.append(child) }
        return child
    }

    /// The root of this container's tree: where singletons live.
    @inline(__always)
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
        let key = ObjectIdentifier(type)
        if harbor_atomic_load_acquire(overrides) != 0, let (registration, owner) = registration(for: key) {
            if let made = try resolve(registration, owner: owner, as: type, args: args) { return made }
            // Replaced meanwhile: again, here, where `T`'s conformance is known (the generic resolve would look it
            // up at run time, and a main-actor conformance is found only on the main actor).
            return try resolveOrThrow(type, args: args)
        }
        switch T.lifetime {
        case .perRequest:
            return try build(type, args: args, lifetime: .perRequest)
        case .singleton:
            if let existing = rootInstances[key] {
                if let recorder { recorder.recordUse(of: type, lifetime: .singleton) }
                return unsafeDowncast(existing, to: T.self)
            }
            let (instance, created) = try singleton(key: key, type: type) { (root) throws(ResolutionError) in
                try root.build(type, args: args, lifetime: .singleton)
            }
            if !created, let recorder { recorder.recordUse(of: type, lifetime: .singleton) }
            return unsafeDowncast(instance, to: T.self)
        case .scoped:
            if let existing = instances[key] {
                if let recorder { recorder.recordUse(of: type, lifetime: .scoped) }
                return unsafeDowncast(existing, to: T.self)
            }
            return try createShared(type, key: key) { () throws(ResolutionError) -> AnyObject in
                try build(type, args: args, lifetime: .scoped)
            }
        case .weakShared:
            let root = self.root
            return try root.createWeakShared(type, key: key) { () throws(ResolutionError) -> AnyObject in
                try root.asShared(for: self) { () throws(ResolutionError) in
                    try root.build(type, args: args, lifetime: .weakShared)
                }
            }
        case .perGraph:
            return try perGraph(type, source: key) { () throws(ResolutionError) in
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
        guard let (registration, owner) = registration(for: ObjectIdentifier(type)) else {
            // `let provider: (any IOrdersProvider)? = container.resolve()` asks for the Optional: resolve what it wraps.
            if let optional = type as? any OptionalService.Type {
                return try optional.resolveWrapped(from: self, args: args) as! Service
            }
            // Generic code (`func make<S>(_ c: any IContainer) -> S { c.resolve() }`) lands here for a type that
            // declares its own lifetime.
            if let resolvable = type as? any IResolvable.Type {
                return try resolvable.resolveSelfDeclared(from: self, args: args) as! Service
            }
            // A runtime that checked isolated conformances in this cast would fail it for a main-actor type off
            // the main actor: that, not a missing binding, is what to report.
            if conformsOnMainActorOnly(type) { throw mainActorConformanceError(for: type) }
            throw error(.unbound, for: type)
        }
        if let made = try resolve(registration, owner: owner, as: type, args: args) { return made }
        return try resolveOrThrow(type, args: args)  // Replaced meanwhile: again, with the registration in force.
    }

    // MARK: - Building

    /// Runs `T`'s initializer inside a resolution frame.
    @inline(__always)
    func build<T: IResolvable>(_ type: T.Type, args: T.Arguments, lifetime: Lifetime) throws(ResolutionError) -> T {
        try inFrame(
            of: type,
            takesArguments: { T.Arguments.self != Void.self },
            in: self,
            lifetime: lifetime,
            body: { () throws(ResolutionError) in try T(container: self, args: args) }
        )
    }

    /// Runs `body` (an initializer or a registration's factory) inside a resolution frame on this thread's
    /// stack: detects a cycle through `type` in `container`, and records the dependency when recording is on.
    @inline(__always)
    private func inFrame<Product>(
        of type: any Any.Type,
        takesArguments: () -> Bool,
        in container: Container,
        lifetime: Lifetime,
        isMock: Bool = false,
        body: () throws(ResolutionError) -> Product
    ) throws(ResolutionError) -> Product {
        try enterFrame(of: type, in: container, takesArguments: takesArguments)
        defer { leaveFrame() }
        if let recorder {
            recorder.recordBuild(of: type, lifetime: lifetime, stack: ResolutionStack.current, isMock: isMock)
        }
        return try body()
    }

    /// Returns the shared instance for `key` (a singleton or scoped `T`), creating it once with `make`.
    @inline(__always)
    func createShared<T: IResolvable>(
        _ type: T.Type,
        key: ObjectIdentifier,
        make: () throws(ResolutionError) -> AnyObject
    ) throws(ResolutionError) -> T {
        let (instance, created) = try sharedInstance(key: key, type: type, make: make)
        if !created, let recorder { recorder.recordUse(of: type, lifetime: T.lifetime) }
        return unsafeDowncast(instance, to: T.self)
    }

    /// The singleton `key` (of `type`) made by `make` on its first resolve, from ``resolvedDirectly(_:args:)``:
    /// ``singleton(key:type:make:)`` with the frame push, without the generic parameter or the recorder, so
    /// that an unspecialised caller (a resolve through a metatype held as an existential) reaches the first
    /// creation with one call and no lookup of `T.Arguments` (Benchmarks/README, start-up round 3).
    ///
    /// - Parameters:
    ///   - takesArguments: Whether `type`'s initializer takes arguments (for the frame's cycle check).
    ///   - make: Runs the initializer; gets the root, which builds every singleton of its tree.
    @usableFromInline @inline(never)
    func firstSingleton(
        key: ObjectIdentifier,
        type: any Any.Type,
        takesArguments: Bool,
        make: (Container) throws(ResolutionError) -> AnyObject
    ) throws(ResolutionError) -> AnyObject {
        guard rootContainer == nil else {
            return try singleton(key: key, type: type) { (root) throws(ResolutionError) in
                try root.enterFrame(of: type, in: root, takesArguments: takesArguments)
                defer { root.leaveFrame() }
                return try make(root)
            }.instance
        }
        // The root's own first creation, the usual one, written out: through `singleton` and `once` (the
        // closures specialised into `sharedInstance`, the container's captures passed owned) it measured about
        // 160 instructions more, in retains, releases and closure calls (Benchmarks/README, start-up round 3).
        if let ready = try beginCreation(of: key, arguments: nil, type: type, existing: { instances[key] }) {
            return ready
        }
        let instance: AnyObject
        do {
            try enterFrame(of: type, in: self, takesArguments: takesArguments)
            defer { leaveFrame() }
            instance = try make(self)
        } catch {
            abandonCreation(of: key, arguments: nil, failure: error)
            throw error
        }
        lock.lock()
        if finishCreation(of: key, arguments: nil, failure: nil) {
            store(instance, for: key)
        } else {
            keepForgotten(instance)
        }
        lock.unlock()
        return instance
    }

    /// The singleton `key` (of `type`) in the root's `instances`, created there once with `make`, which gets
    /// the root (a singleton is built by the root, whichever container asked: it sees the root's bindings).
    @inline(__always)
    private func singleton(
        key: ObjectIdentifier,
        type: any Any.Type,
        make: (Container) throws(ResolutionError) -> AnyObject
    ) throws(ResolutionError) -> (instance: AnyObject, created: Bool) {
        // `unowned(unsafe)`, so that using it retains nothing: the caller keeps this container alive for the
        // call, and this container keeps its root (`rootContainer` is a strong reference).
        unowned(unsafe) let root = rootContainer ?? self
        if root === self {
            return try sharedInstance(key: key, type: type) { () throws(ResolutionError) in try make(root) }
        }
        return try root.sharedInstance(key: key, type: type) { () throws(ResolutionError) in
            try root.asShared(for: self) { () throws(ResolutionError) in try make(root) }
        }
    }

    /// Returns the weak-shared instance for `key`, creating it once with `make` when none is alive.
    func createWeakShared<T: IResolvable>(
        _ type: T.Type,
        key: ObjectIdentifier,
        make: () throws(ResolutionError) -> AnyObject
    ) throws(ResolutionError) -> T {
        let (instance, created) = try once(
            service: key,
            type: type,
            existing: { rootWeakInstances.retained(key).flatMap { unsafeDowncast($0, to: WeakBox.self).value } },
            // What the new box replaces is the box of an instance that is gone: released here, under the lock,
            // because a box's deinit only clears a weak reference (it runs no user code).
            store: { _ = rootWeakInstances.set(key, WeakBox($0)) },
            make: make
        )
        if !created, let recorder { recorder.recordUse(of: type, lifetime: T.lifetime) }
        return unsafeDowncast(instance, to: T.self)
    }

    /// ``createShared(_:key:make:)`` without the generic parameter: the instance in `instances`, or the one
    /// `make` creates, stored there and in `creationOrder`. Not generic, so that the first-creation path is
    /// compiled once, with its closures inlined, whatever `T` is.
    private func sharedInstance(
        key: ObjectIdentifier,
        type: any Any.Type,
        make: () throws(ResolutionError) -> AnyObject
    ) throws(ResolutionError) -> (AnyObject, created: Bool) {
        try once(
            service: key,
            type: type,
            existing: { instances[key] },
            store: { instance in store(instance, for: key) },
            forgotten: { instance in keepForgotten(instance) },
            make: make
        )
    }

    /// Stores `instance`, just made, as the self-declared shared instance `key`: the map borrows it, and
    /// `creationOrder` owns it. Call with `lock` held.
    @inline(__always)
    private func store(_ instance: AnyObject, for key: ObjectIdentifier) {
        instances.setBorrowed(key, instance)
        creationOrder.append(sequence: takeSequence(), retaining: instance)
    }

    /// Keeps `instance`, a self-declared shared instance whose creation a reset forgot while it was under way,
    /// as the reset keeps the instances it forgets: owned by `creationOrder`, unreachable, until the container
    /// goes. Call with `lock` held.
    private func keepForgotten(_ instance: AnyObject) {
        creationOrder.append(sequence: takeSequence(), retaining: instance)
    }

    /// Returns what `existing` finds, or creates it with `make` exactly once and hands it to `store`.
    ///
    /// The lock is held only to claim the creation or to wait for another thread's (``beginCreation``), and to
    /// store what was made; `make` runs without it. `existing`, `store` and `forgotten` run with the lock held.
    ///
    /// A reset or `removeMock` that forgets `service` while `make` runs marks the creation forgotten
    /// (``PendingCreations/forget(service:)``): what `make` made then goes to `forgotten` instead of `store`,
    /// and is returned to this caller only, so that a resolve that starts after the reset makes a new one.
    ///
    /// Uncontended, a first creation is one lookup and one append to `pending` under the lock before `make`,
    /// and the store and one removal after: no allocation (the ``CreationOutcome`` a waiter needs is made by
    /// the first waiter) and no broadcast unless someone waits. Inlined, so that the closures are too.
    @inline(__always)
    private func once(
        service: ObjectIdentifier,
        arguments: PendingArguments? = nil,
        type: any Any.Type,
        existing: () -> AnyObject?,
        store: (AnyObject) -> Void,
        forgotten: (AnyObject) -> Void = { _ in },
        make: () throws(ResolutionError) -> AnyObject
    ) throws(ResolutionError) -> (AnyObject, created: Bool) {
        if let ready = try beginCreation(of: service, arguments: arguments, type: type, existing: existing) {
            return (ready, false)
        }
        let instance: AnyObject
        do {
            instance = try make()
        } catch {
            abandonCreation(of: service, arguments: arguments, failure: error)
            throw error
        }
        lock.lock()
        if finishCreation(of: service, arguments: arguments, failure: nil) {
            store(instance)
        } else {
            forgotten(instance)
        }
        lock.unlock()
        return (instance, true)
    }

    /// The first half of ``once``: what `existing` finds (made meanwhile, or by another thread this one waited
    /// for), or `nil` after claiming the creation of `service` (for `arguments`) for this thread in `pending`.
    /// Takes and releases the lock.
    ///
    /// A thread that asks for an instance it is itself creating has found a cycle, and so has a thread whose
    /// wait would close a loop of threads waiting for each other: both throw instead of hanging.
    ///
    /// - Throws: ``ResolutionError`` when the container is being released, for a cycle, or with the failure
    ///   of the creation this thread waited for.
    @inline(__always)
    private func beginCreation(
        of service: ObjectIdentifier,
        arguments: PendingArguments?,
        type: any Any.Type,
        existing: () -> AnyObject?
    ) throws(ResolutionError) -> AnyObject? {
        // `lock()`/`unlock()`, so that the throwing paths below can release it early.
        lock.lock()
        if isTornDown {
            lock.unlock()
            throw error(.containerReleased, for: type)
        }
        while true {
            if let ready = existing() {
                lock.unlock()
                return ready
            }
            guard !pending.isEmpty, let index = pending.index(service: service, arguments: arguments) else {
                pending.append(service: service, arguments: arguments, thread: currentThreadID(), type: type)
                lock.unlock()
                return nil
            }
            do {
                try waitForCreation(at: index, of: service, arguments: arguments, type: type)
            } catch {
                lock.unlock()
                throw error
            }
        }
    }

    /// Ends the creation ``beginCreation`` claimed when `make` failed: tells the threads that wait for it.
    @inline(never)
    private func abandonCreation(of service: ObjectIdentifier, arguments: PendingArguments?, failure: ResolutionError) {
        lock.lock()
        finishCreation(of: service, arguments: arguments, failure: failure)
        lock.unlock()
    }

    /// Waits until the creation of `service` at `index` in `pending` (by another thread) ends; then the caller
    /// looks again. Call with `lock` held. Takes no closure: a closure's captures passed to a function that is
    /// not inlined cost a retain of the container on every first creation, waiting or not.
    ///
    /// - Throws: The creator's failure, or a cycle this wait would close.
    @inline(never)
    private func waitForCreation(
        at index: Int,
        of service: ObjectIdentifier,
        arguments: PendingArguments?,
        type: any Any.Type
    ) throws(ResolutionError) {
        let me = currentThreadID()
        if let cycle = cycle(waitingFor: pending[index], thread: me) { throw cycle }
        let outcome = pending.outcome(at: index)
        waiting[me] = SharedKey(service: service, arguments: arguments?.value)
        lock.wait()
        waiting[me] = nil
        // The creation this thread waited for failed (a cycle found by its creator): fail the same way rather
        // than run the initializer a second time.
        if let failure = outcome.failure { throw failure }
    }

    /// Ends the creation of `service` (for `arguments`): removes it from `pending` and, if anyone waits for
    /// it, tells them how it went. Call with `lock` held.
    ///
    /// - Returns: Whether to store what was made: `false` when a reset or `removeMock` forgot it meanwhile.
    @inline(__always) @discardableResult
    private func finishCreation(
        of service: ObjectIdentifier,
        arguments: PendingArguments?,
        failure: ResolutionError?
    ) -> Bool {
        guard let index = pending.index(service: service, arguments: arguments) else { return true }
        let isKept = !pending[index].isForgotten
        guard let outcome = pending.remove(at: index) else { return isKept }
        outcome.failure = failure
        lock.broadcast()
        return isKept
    }

    /// The cycle that waiting for `creation` would close, if any. Call with `lock` held.
    private func cycle(waitingFor creation: PendingCreation, thread me: UInt) -> ResolutionError? {
        var chain = [creation.type]
        var creator = creation.thread
        while creator != me {
            // Follow who the creator is waiting for, if anyone; a chain that ends is a plain wait.
            guard let next = waiting[creator],
                let index = pending.index(service: next.service, arguments: next.arguments.map(PendingArguments.init))
            else { return nil }
            chain.append(pending[index].type)
            creator = pending[index].thread
        }
        // This thread is creating `key` already, or creating the last type of `chain`, which another thread
        // waits for while creating the others: from where this thread started that creation, the path runs
        // through this thread's stack, then the other threads' creations in the order they wait, and closes.
        let stack = ResolutionStack.current
        let closing = chain[chain.count - 1]
        let start = stack.firstIndex(container: ObjectIdentifier(self), type: closing) ?? 0
        let path = stack.path(from: start) + chain.dropLast().map(typeName) + [typeName(closing)]
        return ResolutionError(kind: .cycle, typeName: typeName(closing), path: path)
    }

    // MARK: - Bindings and mocks

    /// The nearest registration for `key`, from this container up to the root, with the container that owns it.
    @inline(__always)
    func registration(for key: ObjectIdentifier) -> (AnyRegistration, Container)? {
        if registrations.isEmpty && parent == nil { return nil }
        var container: Container? = self
        while let current = container {
            if !current.registrations.isEmpty, let found = current.registrations.retained(key) {
                return (unsafeDowncast(found, to: AnyRegistration.self), current)
            }
            container = current.parent
        }
        return nil
    }

    /// Resolves through a binding or mock.
    ///
    /// - Returns: `nil` when `registration` is `.scoped` and was replaced (or removed) since the caller found
    ///   it, and this container has no product of it: then the caller resolves again, through the same entry
    ///   point, so that a self-declared type keeps its statically known conformance.
    private func resolve<Service, Arguments>(
        _ registration: AnyRegistration,
        owner: Container,
        as type: Service.Type,
        args: Arguments
    ) throws(ResolutionError) -> Service? {
        guard registration.argumentsType == ObjectIdentifier(Arguments.self) else {
            let (expected, actual) = (registration.argumentsTypeName, typeName(Arguments.self))
            throw error(
                registration.isMock
                    ? .mockArgumentsMismatch(expected: expected, actual: actual)
                    : .argumentsMismatch(expected: expected, actual: actual),
                for: type
            )
        }
        let typed = unsafeDowncast(registration, to: Registration<Service, Arguments>.self)
        switch typed.lifetime {
        case .perRequest:
            return try run(typed, as: type, args: args, in: self)
        case .singleton where Arguments.self != Void.self:
            return try owner.asShared(for: self) { () throws(ResolutionError) -> Service in
                // Never `nil`: a `.singleton` binding keeps its products itself, so a replaced one is no hazard.
                guard let product = try owner.sharedPerArguments(typed, as: type, args: args) else {
                    preconditionFailure("A .singleton binding's products found it replaced")
                }
                return product
            }
        case .singleton:
            return try owner.asShared(for: self) { () throws(ResolutionError) in
                try owner.singleton(typed, as: type, args: args)
            }
        // `nil`: the binding was replaced since this resolve found it; the caller resolves again.
        case .scoped where Arguments.self != Void.self:
            return try sharedPerArguments(typed, as: type, args: args)
        case .scoped:
            return try scoped(typed, as: type, args: args)
        case .perGraph:
            return try perGraph(type, source: ObjectIdentifier(registration)) { () throws(ResolutionError) in
                try run(typed, as: type, args: args, in: self)
            }
        }
    }

    /// Runs a registration's factory inside a resolution frame.
    private func run<Service, Arguments>(
        _ registration: Registration<Service, Arguments>,
        as type: Service.Type,
        args: Arguments,
        in container: Container
    ) throws(ResolutionError) -> Service {
        try inFrame(
            of: type,
            takesArguments: { Arguments.self != Void.self },
            in: container,
            lifetime: registration.lifetime.lifetime,
            isMock: registration.isMock,
            body: { () throws(ResolutionError) in try registration.factory(container, args) }
        )
    }

    /// The product of a `.singleton` registration made on this container, kept in the registration: a second
    /// `bind` or `mock` replaces the registration and so its product, here and in the children that see it.
    private func singleton<Service, Arguments>(
        _ registration: Registration<Service, Arguments>,
        as type: Service.Type,
        args: Arguments
    ) throws(ResolutionError) -> Service {
        if let existing = registration.product {
            if let recorder { recorder.recordUse(of: type, lifetime: .singleton) }
            return unsafeDowncast(existing, to: Box<Service>.self).value
        }
        let (box, created) = try once(
            service: ObjectIdentifier(type),
            type: type,
            existing: { registration.product },
            store: {
                registration.setProduct($0, sequence: takeSequence())
                publish($0, of: registration, key: ObjectIdentifier(type), takesArguments: Arguments.self != Void.self)
            },
            make: { () throws(ResolutionError) in Box(try run(registration, as: type, args: args, in: self)) }
        )
        if !created, let recorder { recorder.recordUse(of: type, lifetime: .singleton) }
        return unsafeDowncast(box, to: Box<Service>.self).value
    }

    /// The product of a `.scoped` registration in this container, kept in `boundInstances` with the
    /// registration it came from: when an ancestor replaces the registration, the next resolve makes a new one.
    ///
    /// - Returns: `nil` when `registration` was replaced (or removed) since the caller found it and this
    ///   container has no product of it: then the caller resolves again, with the registration in force.
    private func scoped<Service, Arguments>(
        _ registration: Registration<Service, Arguments>,
        as type: Service.Type,
        args: Arguments
    ) throws(ResolutionError) -> Service? {
        let key = ObjectIdentifier(type)
        let current = { () -> AnyObject? in
            guard let found = self.boundInstances.retained(key) else { return nil }
            let product = unsafeDowncast(found, to: ScopedProduct.self)
            return product.registration === registration ? product.box : nil
        }
        if let existing = current() {
            if let recorder { recorder.recordUse(of: type, lifetime: .scoped) }
            return unsafeDowncast(existing, to: Box<Service>.self).value
        }
        var garbage: [AnyObject] = []
        var replaced = false
        let (box, created) = try once(
            service: key,
            type: type,
            existing: {
                if let existing = current() { return existing }
                replaced = !isInForce(registration, key: key)
                // Anything but `nil` stops `once` from making a product (see `isInForce`).
                return replaced ? registration : nil
            },
            store: {
                // Replaced or removed while it was made (on an ancestor, whose call released the products it
                // found here before this one was stored): its resolve returns it, this container does not keep it.
                guard isInForce(registration, key: key) else { return }
                let product = ScopedProduct(registration: registration, box: $0, sequence: takeSequence())
                garbage = boundInstances.set(key, product)
            },
            make: { () throws(ResolutionError) in Box(try run(registration, as: type, args: args, in: self)) }
        )
        garbage.removeAll()
        if replaced { return nil }
        if !created, let recorder { recorder.recordUse(of: type, lifetime: .scoped) }
        return unsafeDowncast(box, to: Box<Service>.self).value
    }

    /// The product of a `.singleton` or `.scoped` registration that takes arguments: one per argument value
    /// (Factory's `scopeOnParameters`), made once under this container's lock protocol (``once``). A
    /// `.singleton` registration keeps its products itself (``ProductsByArguments``), so that replacing it
    /// replaces them; a `.scoped` one keeps them in each container that resolves it (`productsByArguments`).
    ///
    /// - Returns: `nil` when a `.scoped` `registration` was replaced (or removed) since the caller found it and
    ///   this container has no product of it for `args`: then the caller resolves again, with the registration
    ///   in force.
    private func sharedPerArguments<Service, Arguments>(
        _ registration: Registration<Service, Arguments>,
        as type: Service.Type,
        args: Arguments
    ) throws(ResolutionError) -> Service? {
        // Sound: a registration's table is made for its own `Arguments`.
        let table = registration.productsTable.map {
            unsafeDowncast($0.takeUnretainedValue(), to: ProductsByArguments<Arguments>.self)
        }
        // Made already (the usual case): read without claiming, so no allocation for `pending`.
        if let box = table?.product(for: args) {
            if let recorder { recorder.recordUse(of: type, lifetime: registration.lifetime.lifetime) }
            return unsafeDowncast(box, to: Box<Service>.self).value
        }
        // `register` only accepts Hashable arguments for a shared binding.
        let key = SharedKey(service: ObjectIdentifier(type), arguments: (args as? AnyHashable).unsafelyUnwrapped)
        var replaced = false
        let existing = { () -> AnyObject? in
            if let table { return table.product(for: args) }
            if let product = self.productsByArguments[key], product.registration === registration {
                return product.box
            }
            replaced = !self.isInForce(registration, key: key.service)
            // Anything but `nil` stops `once` from making a product (see `isInForce`).
            return replaced ? registration : nil
        }
        if table == nil, let box = lock.withLock(existing) {
            if replaced { return nil }
            if let recorder { recorder.recordUse(of: type, lifetime: registration.lifetime.lifetime) }
            return unsafeDowncast(box, to: Box<Service>.self).value
        }
        // What a `.scoped` product replaces here (one of a binding replaced since) is released once the lock
        // is: its `deinit` may use this container.
        var garbage: [AnyObject] = []
        let (box, created) = try once(
            service: key.service,
            arguments: key.arguments.map(PendingArguments.init),
            type: type,
            existing: existing,
            store: { box in
                if let table {
                    table.set(box, for: args, sequence: takeSequence())
                } else if isInForce(registration, key: key.service),  // As in `scoped`.
                    let old = productsByArguments.updateValue(
                        ScopedProduct(registration: registration, box: box, sequence: takeSequence()), forKey: key)
                {
                    garbage.append(old)
                }
            },
            make: { () throws(ResolutionError) in Box(try run(registration, as: type, args: args, in: self)) }
        )
        garbage.removeAll()
        if replaced { return nil }
        if !created, let recorder { recorder.recordUse(of: type, lifetime: registration.lifetime.lifetime) }
        return unsafeDowncast(box, to: Box<Service>.self).value
    }

    /// Whether `registration` is still what a resolve of `key` from this container finds: no `bind` or `mock`
    /// here or on an ancestor replaced it, no `removeMock` or `removeAll` removed it. Call with `lock` held,
    /// before making a `.scoped` product of it here, and again before storing the product made: an ancestor's
    /// call that replaced it meanwhile released the products it found here, not one stored after.
    ///
    /// A thread that found a registration just before another replaced it must not make a product of it
    /// here: stored, that product would take the place of the new registration's, which other threads may
    /// have got already, and the next resolve would make the new one's a second time. Under `lock` the check
    /// is final for this container: a product of the new registration is only ever stored here, under `lock`,
    /// by a thread that found the new one first.
    ///
    /// Compares addresses under each map's reader count, as the bound fast path reads, retaining nothing:
    /// `registration(for:)` would retain what it finds, and releasing it here could free a registration an
    /// ancestor replaced meanwhile, running its product's `deinit` with `lock` held. The address is sound to
    /// compare: the caller keeps `registration` alive, so no other object can have it.
    func isInForce(_ registration: AnyRegistration, key: ObjectIdentifier) -> Bool {
        let address = UnsafeRawPointer(Unmanaged.passUnretained(registration).toOpaque())
        return withNearestRegistration(of: key) { $0 == address } ?? false
    }

    /// The per-graph instance of `type` in the current top-level resolve, made by `make` on first use.
    ///
    /// Every per-graph value is kept in a ``Box`` and read back with a checked cast, keyed by container, type
    /// and `source` (the registration, or the type itself): a mock or binding made in the middle of a graph
    /// is a new source, so it makes a new value instead of being mistaken for the old one.
    private func perGraph<Service>(
        _ type: Service.Type,
        source: ObjectIdentifier,
        make: () throws(ResolutionError) -> Service
    ) throws(ResolutionError) -> Service {
        let stack = ResolutionStack.current
        let graphKey = ResolutionStack.GraphKey(
            container: ObjectIdentifier(self), type: ObjectIdentifier(type), source: source)
        if let existing = stack.graphInstances[graphKey] as? Box<Service> {
            if let recorder { recorder.recordUse(of: type, lifetime: .perGraph) }
            return existing.value
        }
        let product = try make()
        if stack.depth > 0 { stack.graphInstances[graphKey] = Box(product) }
        return product
    }

    /// Runs `body`, which builds a shared instance here, noting on the stack when another container asked for
    /// it: a failure inside then says where the instance is built (see ``ResolutionError/sharedInstance``).
    @inline(__always)
    private func asShared<Product>(
        for requester: Container,
        _ body: () throws(ResolutionError) -> Product
    ) throws(ResolutionError) -> Product {
        if requester === self { return try body() }
        let stack = ResolutionStack.current
        stack.sharedBuilds.append(stack.depth)
        defer { stack.sharedBuilds.removeLast() }
        return try body()
    }

    /// The next number in this container's creation order. Call with `lock` held.
    func takeSequence() -> Int {
        nextSequence += 1
        return nextSequence
    }

    /// An error for `type` with the current resolution path.
    private func error(_ kind: ResolutionError.Kind, for type: any Any.Type) -> ResolutionError {
        let stack = ResolutionStack.current
        let path = stack.path() + [typeName(type)]
        // A resolve that began in another container and is now building here builds a shared instance: its
        // bindings are this container's, whatever container asked. Say so, with where it is built.
        guard kind == .unbound, let shared = stack.sharedEntry else {
            return ResolutionError(kind: kind, typeName: typeName(type), path: path)
        }
        return ResolutionError(
            kind: kind,
            typeName: typeName(type),
            path: path,
            sharedInstance: typeName(shared),
            builtIn: parent == nil ? "the root container" : "the container its binding or mock was made on"
        )
    }
}

/// The calling thread's identity, for `pending` and `waiting`: `pthread_self()`, one load from the thread
/// pointer (naming the thread by its ``ResolutionStack`` cost a retain and a release per first creation).
@inline(__always)
func currentThreadID() -> UInt {
    #if canImport(Glibc)
        pthread_self()  // An unsigned integer on glibc.
    #else
        UInt(bitPattern: pthread_self())  // A pointer on Darwin and musl.
    #endif
}

/// The argument value a pending shared product is made for, in a box so that a ``PendingCreation`` copies as
/// a few words (an `AnyHashable?` in it made every copy go through value witnesses: about 400 instructions per
/// first resolve, Benchmarks/README).
final class PendingArguments {
    let value: AnyHashable
    init(_ value: AnyHashable) { self.value = value }
}

/// How a creation that other threads wait for ended. Guarded by the container's lock.
final class CreationOutcome {
    /// Why the creation failed, for the threads that waited for it; `nil` when it succeeded.
    var failure: ResolutionError?
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
        return .some(try container.resolveOrThrow(Wrapped.self, args: args))
    }
}

extension IResolvable {
    /// A resolve of `Self` that reached the untyped path (generic code, an Optional context): the typed
    /// path, after checking the arguments.
    fileprivate static func resolveSelfDeclared<Arguments>(
        from container: Container,
        args: Arguments
    ) throws(ResolutionError) -> Self {
        // The cast that led here does not check the conformance's isolation (Swift 6.3): a main-actor type
        // must not be built on this thread (``conformsOnMainActorOnly(_:)``).
        if conformsOnMainActorOnly(Self.self) { throw mainActorConformanceError(for: Self.self) }
        guard let typed = args as? Self.Arguments else {
            throw ResolutionError(
                kind: .argumentsMismatch(expected: typeName(Self.Arguments.self), actual: typeName(Arguments.self)),
                typeName: typeName(Self.self),
                path: ResolutionStack.current.path() + [typeName(Self.self)]
            )
        }
        return try container.resolveOrThrow(Self.self, args: typed)
    }
}
