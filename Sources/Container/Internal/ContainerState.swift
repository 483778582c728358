import HarborSupport

/// Everything a container keeps, reached only under its lock (`Container.state`).
struct ContainerState {
    /// Bindings and mocks made on this container, by service type.
    var registrations: [TypeKey: AnyRegistration] = [:]
    /// Self-declared shared instances: singletons (in the root) and scoped instances (in every container).
    var instances: [TypeKey: Made] = [:]
    /// The root's weak-shared instances.
    var weakInstances: [TypeKey: WeakBox] = [:]
    /// Shared products of bindings and mocks kept here, by service, then by argument value: a binding replaces
    /// one service's products without visiting the others'.
    var products = Products()
    /// Shared instances being created, by whom: others wait for them.
    var creations: [SharedKey: Creation] = [:]
    /// What each waiting thread waits for, to tell a cross-thread cycle from a wait.
    var waiting: [ObjectIdentifier: Creation] = [:]
    /// The children made of this container, weakly: a write to the registrations here reaches them.
    var children: [WeakBox] = []
    /// The length at which `children` is pruned of gone children.
    var pruneChildrenAt = 8
    /// The last creation number given out: shared instances are released newest first.
    var sequence = 0
    /// Set when the container starts releasing what it owns: creating anything more is an error.
    var isTornDown = false
}

/// A self-declared shared instance with when it was made.
struct Made {
    let object: AnyObject
    let sequence: Int
}

/// A shared product of a binding or mock (a ``Box``), with the registration that made it and when.
struct Product {
    let object: AnyObject
    let registration: AnyRegistration
    let sequence: Int
}

/// Shared products of bindings and mocks, by service and argument value. A binding replaces one service's products
/// without visiting the others'; a product without arguments (the most common resolve of a binding) is found by
/// its service alone.
struct Products {
    private(set) var withoutArguments: [TypeKey: Product] = [:]
    private var withArguments: [TypeKey: [[AnyHashable]: Product]] = [:]

    subscript(service: TypeKey, arguments: [AnyHashable]) -> Product? {
        get { arguments.isEmpty ? withoutArguments[service] : withArguments[service]?[arguments] }
        set {
            if arguments.isEmpty {
                withoutArguments[service] = newValue
            } else {
                withArguments[service, default: [:]][arguments] = newValue
            }
        }
    }

    var services: Set<TypeKey> { Set(withoutArguments.keys).union(withArguments.keys) }

    /// `service`'s products, with their argument values.
    func all(of service: TypeKey) -> [(arguments: [AnyHashable], product: Product)] {
        let without = withoutArguments[service].map { [(arguments: [AnyHashable](), product: $0)] } ?? []
        return without + (withArguments[service] ?? [:]).map { ($0.key, $0.value) }
    }

    /// Takes `service`'s products out, or every product when `nil`.
    mutating func take(of service: TypeKey?) -> [Product] {
        guard let service else { return services.flatMap { take(of: $0) } }
        var taken = withArguments.removeValue(forKey: service).map { Array($0.values) } ?? []
        if let product = withoutArguments.removeValue(forKey: service) { taken.append(product) }
        return taken
    }
}

/// A shared instance being created: by which thread (its resolution stack), and how it ended, for the threads
/// that wait for it. Reached under the container's lock.
final class Creation {
    let thread: ObjectIdentifier
    let type: any Any.Type
    /// Set by a reset or removal while it is made: what is made is returned to its creator only.
    var isForgotten = false
    var isFinished = false
    var failure: ResolutionError?

    init(thread: ObjectIdentifier, type: any Any.Type) {
        self.thread = thread
        self.type = type
    }
}

/// A shared instance by service and, for a shared registration that takes arguments, argument value.
struct SharedKey: Hashable {
    let service: TypeKey
    /// The argument value, if any: an array rather than an Optional, which copies as one reference.
    let arguments: [AnyHashable]

    init<Arguments>(service: TypeKey, arguments: Arguments) {
        self.service = service
        // A shared binding that takes arguments takes Hashable ones (`register` refuses others).
        self.arguments = Arguments.self == Void.self ? [] : [arguments as? AnyHashable].compactMap { $0 }
    }
}

/// Holds a weak-shared instance, or a child container, weakly.
final class WeakBox {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
}

/// Shared instances taken out of a container, released newest first once its lock is released (a `deinit`
/// may resolve).
struct Released {
    var objects: [(sequence: Int, object: AnyObject)] = []
    /// Other references (registrations, boxes), released first.
    var others: [AnyObject] = []

    /// Releases everything: the plain references, then the instances newest first. Call once.
    mutating func releaseNewestFirst() {
        others.removeAll()
        objects.sort { $0.sequence < $1.sequence }
        while !objects.isEmpty { objects.removeLast() }
    }
}

extension ContainerState {
    /// The next creation number.
    mutating func nextSequence() -> Int {
        sequence += 1
        return sequence
    }

    /// Takes the shared instances of `key` (all when `nil`) out, with the registrations too when
    /// `removingRegistrations`; what is being created is forgotten. Release the result after unlocking.
    mutating func take(of key: TypeKey?, removingRegistrations: Bool) -> Released {
        var released = Released()
        let taken = products.take(of: key)
        if let key {
            if let made = instances.removeValue(forKey: key) { released.objects.append((made.sequence, made.object)) }
            if let box = weakInstances.removeValue(forKey: key) { released.others.append(box) }
            if removingRegistrations, let registration = registrations.removeValue(forKey: key) {
                released.others.append(registration)
            }
        } else {
            released.objects += instances.values.map { ($0.sequence, $0.object) }
            released.others += weakInstances.values.map { $0 as AnyObject }
            instances = [:]
            weakInstances = [:]
            if removingRegistrations {
                released.others += registrations.values.map { $0 as AnyObject }
                registrations = [:]
            }
        }
        for product in taken {
            released.objects.append((product.sequence, product.object))
            released.others.append(product.registration)
        }
        for (sharedKey, creation) in creations where key == nil || sharedKey.service == key {
            creation.isForgotten = true
        }
        return released
    }

    /// The children still alive.
    var aliveChildren: [Container] { children.compactMap { $0.value as? Container } }
}

extension Container {
    /// How a claim of a shared instance ended.
    private enum Claim {
        case ready(AnyObject)
        case failed(ResolutionError)
        case claimed(Creation)
    }

    /// Returns what `existing` finds, or creates it with `make` exactly once and hands it to `store`.
    ///
    /// The lock is held to look, to claim the creation or wait for another thread's, and to store what was
    /// made; `make` runs without it. A thread that asks for an instance it is itself creating has found a
    /// cycle, and so has a thread whose wait would close a loop of threads waiting for each other: both throw
    /// instead of hanging. A reset that forgets the creation while `make` runs makes it return what it made to
    /// this caller only.
    ///
    /// - Parameters:
    ///   - existing: Finds the instance, under the lock.
    ///   - store: Keeps the instance made, under the lock, with its creation number; returns what it replaced,
    ///     released after unlocking.
    func once(
        _ key: SharedKey,
        type: any Any.Type,
        existing: (inout ContainerState) -> AnyObject?,
        store: (inout ContainerState, AnyObject, Int) -> Any?,
        make: () throws(ResolutionError) -> AnyObject
    ) throws(ResolutionError) -> (AnyObject, created: Bool) {
        // The usual case: made already.
        if let ready = state.withLock({ existing(&$0) }) { return (ready, false) }
        let stack = ResolutionStack.current
        let me = ObjectIdentifier(stack)
        var waitedFor: Creation?
        let claim = state.waitUntil { state -> Claim? in
            if let creation = waitedFor {
                guard creation.isFinished else { return nil }  // Woken for another creation: wait on.
                state.waiting[me] = nil
                waitedFor = nil
                // The creation this thread waited for failed: fail the same way rather than run it again.
                if let failure = creation.failure { return .failed(failure) }
            }
            if state.isTornDown { return .failed(error(.containerReleased, for: type)) }
            if let ready = existing(&state) { return .ready(ready) }
            if let creation = state.creations[key] {
                if let cycle = cycle(waitingFor: creation, thread: me, state: state, stack: stack) {
                    return .failed(cycle)
                }
                state.waiting[me] = creation
                waitedFor = creation
                return nil
            }
            let creation = Creation(thread: me, type: type)
            state.creations[key] = creation
            return .claimed(creation)
        }
        let creation: Creation
        switch claim {
        case .ready(let ready): return (ready, false)
        case .failed(let error): throw error
        case .claimed(let claimed): creation = claimed
        }
        let made: AnyObject
        do {
            made = try make()
        } catch {
            finish(creation, key: key) { _ in creation.failure = error }
            throw error
        }
        // What the instance replaced is released when this returns, with the lock released: its `deinit` may
        // resolve.
        let replaced = finish(creation, key: key) { state in
            creation.isForgotten ? nil : store(&state, made, state.nextSequence())
        }
        return withExtendedLifetime(replaced) { (made, true) }
    }

    /// Ends `creation`: runs `body` under the lock and wakes the threads that wait.
    private func finish<R>(_ creation: Creation, key: SharedKey, _ body: (inout ContainerState) -> R) -> R {
        let (result, wakes) = state.withLock { state in
            if state.creations[key] === creation { state.creations[key] = nil }
            creation.isFinished = true
            return (body(&state), !state.waiting.isEmpty)
        }
        if wakes { state.broadcast() }
        return result
    }

    /// The cycle that waiting for `creation` would close, if any: this thread creates it, or creates what its
    /// creator waits for, directly or through other threads.
    private func cycle(
        waitingFor creation: Creation,
        thread me: ObjectIdentifier,
        state: ContainerState,
        stack: ResolutionStack
    ) -> ResolutionError? {
        var chain = [creation.type]
        var creator = creation.thread
        while creator != me {
            // Follow whom the creator waits for, if anyone; a chain that ends is a plain wait.
            guard let next = state.waiting[creator], chain.count <= state.waiting.count else { return nil }
            chain.append(next.type)
            creator = next.thread
        }
        // From where this thread started the creation that closes the loop, the path runs through this
        // thread's stack, then the other threads' creations in the order they wait, and closes.
        let closing = chain[chain.count - 1]
        let start = stack.lastIndex(container: ObjectIdentifier(self), type: closing) ?? 0
        return ResolutionError(kind: .cycle, path: stack.path(from: start) + chain)
    }
}

/// A type as a dictionary key.
struct TypeKey: Hashable {
    let id: ObjectIdentifier

    init(id: ObjectIdentifier) { self.id = id }
    init(_ type: any Any.Type) { id = ObjectIdentifier(type) }
}
