import HarborAtomics

/// A binding or mock for one key: a typed factory and the lifetime of what it makes.
///
/// Stored type-erased in a ``TypeMap`` (keyed by the service type) and recovered with an `unsafeDowncast`
/// after comparing ``argumentsType``; the service type is the map key, so that comparison is the only check
/// needed to make the downcast sound.
@usableFromInline
class AnyRegistration {
    /// The `Arguments` type the factory takes.
    @usableFromInline let argumentsType: ObjectIdentifier
    /// The `Arguments` type itself, named only when a message needs it.
    private let argumentsTypeValue: any Any.Type
    /// Printed in messages; computed on demand (naming a type costs microseconds, too much for every bind).
    var argumentsTypeName: String { typeName(argumentsTypeValue) }
    /// How long the factory's product lives.
    @usableFromInline let lifetime: BindingLifetime
    /// ``argumentsType``'s bits for a `.perRequest` registration, 0 for the others: the bound-service fast path
    /// tells "per-request, taking these arguments" with one comparison (an `ObjectIdentifier` is never 0).
    @usableFromInline let perRequestArguments: Int
    /// Whether this is a test override (`mock`) rather than a binding; shown in graphs and messages.
    let isMock: Bool
    /// Whether the first resolve that finds this registration, while no container below the root has a
    /// registration (so that it is the root's), asks the root to publish it in
    /// `Container.published`: set for per-request bindings, and cleared by `register` when the root
    /// unpublished a registration of the same service before. Written only before the registration is stored in
    /// a map, so readers that found it there read it without a lock; `@exclusivity(unchecked)` for the same
    /// reason (the dynamic check would cost every bound resolve).
    @usableFromInline @exclusivity(unchecked) final var awaitsPublication: Bool

    /// The shared product of a `.singleton` registration (a ``Box``), once made: an object's address, read
    /// with an acquire load, written once under the owning container's lock. Replacing the registration (a
    /// second `bind` or `mock`, a reset) is what replaces the product.
    /// Allocated only for a `.singleton` registration (the others never have a product), and set only for one
    /// without arguments (those that take arguments keep one product per argument value in their container):
    /// a product here is always the `Box<Service>` of a registration made for `resolve()` without arguments.
    @usableFromInline let productWord: UnsafeMutablePointer<Int>?
    /// When the product was made, in its container's creation order (for teardown). Guarded by its lock.
    var productSequence = 0
    /// ``argumentsType``'s bits for a `.singleton` registration that takes arguments, 0 for the others: the
    /// bound-service fast path tells "one shared product per value of these arguments" with one comparison.
    @usableFromInline let sharedArguments: Int
    /// The products of a `.singleton` registration that takes arguments, one per argument value (Factory's
    /// `scopeOnParameters`): a ``ProductsByArguments`` of its `Arguments`, or `nil` for the others. Kept here,
    /// not in the container, so that replacing the registration replaces them all, as it replaces ``product``.
    /// Retained by hand (released in `deinit`, with the product): a strong reference would cost every
    /// registration's teardown a release call, most of them of `nil` (Benchmarks/README, round 4).
    @usableFromInline let productsTable: Unmanaged<AnyProductsByArguments>?

    init(
        argumentsType: any Any.Type,
        lifetime: BindingLifetime,
        isMock: Bool,
        productsByArguments: AnyProductsByArguments?
    ) {
        self.argumentsType = ObjectIdentifier(argumentsType)
        self.argumentsTypeValue = argumentsType
        self.lifetime = lifetime
        self.isMock = isMock
        perRequestArguments = lifetime == .perRequest ? Int(bitPattern: ObjectIdentifier(argumentsType)) : 0
        awaitsPublication = lifetime == .perRequest && !isMock
        sharedArguments = productsByArguments != nil ? Int(bitPattern: ObjectIdentifier(argumentsType)) : 0
        productsTable = productsByArguments.map(Unmanaged.passRetained)
        if lifetime == .singleton {
            productWord = .allocate(capacity: 1)
            productWord?.initialize(to: 0)
        } else {
            productWord = nil
        }
    }

    deinit {
        // Only a `.singleton` registration has a product word, and only one of those a table.
        guard let productWord else { return }
        productsTable?.release()
        if let pointer = UnsafeRawPointer(bitPattern: productWord.pointee) {
            Unmanaged<AnyObject>.fromOpaque(pointer).release()
        }
        productWord.deallocate()
    }

    /// The shared product, if made; valid while this registration is retained (or read under its map's reader
    /// count).
    @inlinable @inline(__always)
    final var product: AnyObject? {
        guard let productWord, let pointer = UnsafeRawPointer(bitPattern: harbor_atomic_load_acquire(productWord))
        else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Publishes the shared product; call once, with the owning container's lock held.
    func setProduct(_ product: AnyObject, sequence: Int) {
        productSequence = sequence
        harbor_atomic_store_release(productWord!, Int(bitPattern: Unmanaged.passRetained(product).toOpaque()))
    }

    /// The shared products with when they were made: the one product, or one per argument value.
    var products: [(sequence: Int, object: AnyObject)] {
        if let productsTable { return productsTable.takeUnretainedValue().all }
        return product.map { [(productSequence, $0)] } ?? []
    }

    /// A registration like this one, with no product: what a reset stores in its place.
    func fresh() -> AnyRegistration {
        preconditionFailure("Registration overrides fresh()")
    }
}

/// A typed factory for `Service` taking `Arguments`.
///
/// `@unchecked Sendable` is not needed: the factory is `@Sendable` and everything else is immutable.
@usableFromInline
final class Registration<Service, Arguments>: AnyRegistration {
    // `@usableFromInline` (with `AnyRegistration`) also so that `bind`, inlined into the caller's module, names
    // the concrete `Registration<Service, Arguments>`: its metadata is then a cached load there instead of a
    // `swift_getGenericMetadata` lookup per bind (about 700 instructions, Benchmarks/README, start-up).

    /// Makes the product; throws only to report a failure it can name (a main-actor factory called off the
    /// main actor). `nil` when `plainFactory` is set; run either through ``factory(_:_:)``.
    @usableFromInline let argumentsFactory: (@Sendable (any IContainer, Arguments) throws(ResolutionError) -> Service)?
    /// A factory that takes no arguments, kept as the caller gave it: adapting it to `factory`'s shape would
    /// cost a closure context per bind (an allocation, and its release at teardown).
    @usableFromInline let plainFactory: (@Sendable (any IContainer) -> Service)?

    init(
        lifetime: BindingLifetime,
        isMock: Bool,
        factory: @escaping @Sendable (any IContainer, Arguments) throws(ResolutionError) -> Service
    ) {
        argumentsFactory = factory
        plainFactory = nil
        super.init(
            argumentsType: Arguments.self,
            lifetime: lifetime,
            isMock: isMock,
            productsByArguments: ProductsByArguments<Arguments>.make(for: lifetime)
        )
    }

    @usableFromInline
    init(
        lifetime: BindingLifetime,
        isMock: Bool,
        plainFactory: @escaping @Sendable (any IContainer) -> Service
    ) where Arguments == Void {
        argumentsFactory = nil
        self.plainFactory = plainFactory
        super.init(argumentsType: Void.self, lifetime: lifetime, isMock: isMock, productsByArguments: nil)
    }

    private init(copying other: Registration) {
        argumentsFactory = other.argumentsFactory
        plainFactory = other.plainFactory
        super.init(
            argumentsType: Arguments.self,
            lifetime: other.lifetime,
            isMock: other.isMock,
            productsByArguments: ProductsByArguments<Arguments>.make(for: other.lifetime)
        )
    }

    /// Makes the product with whichever factory was given.
    @inlinable @inline(__always)
    func factory(_ container: any IContainer, _ args: Arguments) throws(ResolutionError) -> Service {
        // Optional chaining calls the stored closure in place; `if let plainFactory` would copy it first (a
        // retain and release of its context on every resolve). In this generic body `Service?` never flattens,
        // so a factory of an Optional service that returns `nil` still arrives here as `.some(nil)`.
        if let made = plainFactory?(container) { return made }
        // Every initializer sets exactly one of the two factories.
        return try argumentsFactory!(container, args)
    }

    /// ``factory(_:_:)`` for a caller that must not throw: a failure of the factory that takes arguments goes to
    /// the fatal-error handler, from out-of-line code.
    @inlinable @inline(__always)
    func factoryOrFail(_ container: any IContainer, _ args: Arguments) -> Service {
        // As in `factory`: called in place.
        if let made = plainFactory?(container) { return made }
        return argumentsFactoryOrFail(container, args)
    }

    /// The factory that takes arguments, its failure sent to the fatal-error handler.
    @inlinable @inline(never)
    func argumentsFactoryOrFail(_ container: any IContainer, _ args: Arguments) -> Service {
        do {
            // Every initializer sets exactly one of the two factories, and `plainFactory` is `nil`.
            return try argumentsFactory!(container, args)
        } catch {
            failResolution(error)
        }
    }

    override func fresh() -> AnyRegistration {
        Registration(copying: self)
    }
}

/// Holds a product of a registration (a bound protocol's singleton or per-graph value), which may not be a
/// class; also how per-graph instances are kept, so that one checked cast reads them all.
@usableFromInline
final class Box<Value> {
    @usableFromInline let value: Value
    init(_ value: Value) { self.value = value }
}

/// The products of one `.singleton` registration that takes arguments, one per argument value, without their
/// `Arguments` type: what teardown and reset need (``all``). The typed table is ``ProductsByArguments``.
///
/// `@unchecked Sendable`: the subclass's table is only touched with `lock` held. The lock is a `harbor_lock`
/// (one atomic exchange to take it), held to read or append to a bucket, never while calling out (not even to the
/// arguments' `==`).
@usableFromInline
class AnyProductsByArguments: @unchecked Sendable {
    @usableFromInline let lock: UnsafeMutablePointer<harbor_lock>

    init() {
        lock = .allocate(capacity: 1)
        lock.initialize(to: harbor_lock())
    }

    deinit {
        lock.deallocate()
    }

    /// Every product (a ``Box``) with when it was made.
    var all: [(sequence: Int, object: AnyObject)] {
        preconditionFailure("ProductsByArguments overrides all")
    }
}

/// The products of one `.singleton` registration that takes `Arguments`, by argument value (Factory's
/// `scopeOnParameters`): read by any thread, from the bound-service fast path in the caller's module, where
/// `Arguments` is concrete; written by the registration's container under its lock, once per value.
///
/// `Arguments` is `Hashable` (a binding refuses others), but the registration that holds the table is generic
/// over any `Arguments`, so the table keeps the two operations it needs as closures, made where the
/// conformance was found: a lookup hashes and compares the arguments directly, with no `AnyHashable` (whose
/// box costs a generic metadata lookup and a dynamic cast per resolve: Benchmarks/README, round 4).
@usableFromInline
final class ProductsByArguments<Arguments>: AnyProductsByArguments, @unchecked Sendable {
    // `@unchecked Sendable`: `buckets` is guarded by `lock`; the closures capture nothing but `Arguments`'
    // metadata and conformance, which are immutable (hence not `@Sendable`: Swift 6 treats a generic metatype
    // as non-Sendable).

    /// One product with the arguments it was made for.
    @usableFromInline
    struct Entry {
        @usableFromInline let arguments: Arguments
        @usableFromInline let box: AnyObject
        let sequence: Int
    }

    @usableFromInline let hash: (Arguments) -> Int
    @usableFromInline let equal: (Arguments, Arguments) -> Bool
    /// The entries by their arguments' hash. Guarded by `lock`; `@exclusivity(unchecked)` because the lock
    /// already makes every access exclusive.
    @exclusivity(unchecked) @usableFromInline var buckets: [Int: [Entry]] = [:]

    private init(hash: @escaping (Arguments) -> Int, equal: @escaping (Arguments, Arguments) -> Bool) {
        self.hash = hash
        self.equal = equal
    }

    /// A table for a registration of `lifetime` taking `Arguments`: `nil` unless it is `.singleton` and
    /// `Arguments` is a `Hashable` type other than `Void` (a binding with other arguments is refused when made).
    static func make(for lifetime: BindingLifetime) -> AnyProductsByArguments? {
        guard lifetime == .singleton, Arguments.self != Void.self,
            let hashable = Arguments.self as? any Hashable.Type
        else { return nil }
        return make(hashable)
    }

    private static func make<H: Hashable>(_: H.Type) -> AnyProductsByArguments {
        // Sound: `H` is `Arguments` (the cast above), so these closures see `Arguments` values as `H`.
        ProductsByArguments<H>(hash: { $0.hashValue }, equal: { $0 == $1 })
    }

    /// The product made for `arguments`, if any.
    @inlinable
    func product(for arguments: Arguments) -> AnyObject? {
        // The arguments' own `hash(into:)` and `==` run without the lock held: only the bucket is read under it.
        let hashValue = hash(arguments)
        harbor_lock_lock(lock)
        let entries = buckets[hashValue]
        harbor_lock_unlock(lock)
        guard let entries else { return nil }
        for entry in entries where equal(entry.arguments, arguments) { return entry.box }
        return nil
    }

    /// Keeps `box` as the product for `arguments`; call once per value, with the owning container's lock held.
    func set(_ box: AnyObject, for arguments: Arguments, sequence: Int) {
        let hashValue = hash(arguments)
        harbor_lock_lock(lock)
        defer { harbor_lock_unlock(lock) }
        buckets[hashValue, default: []].append(Entry(arguments: arguments, box: box, sequence: sequence))
    }

    override var all: [(sequence: Int, object: AnyObject)] {
        harbor_lock_lock(lock)
        defer { harbor_lock_unlock(lock) }
        return buckets.values.flatMap { $0.map { ($0.sequence, $0.box) } }
    }

    deinit {
        // Newest first, as a container's teardown releases: a product may have been built from an older one.
        var boxes = buckets.values.flatMap { $0 }.sorted { $0.sequence < $1.sequence }.map(\.box)
        buckets.removeAll()
        while !boxes.isEmpty { boxes.removeLast() }
    }
}

/// A scoped product of a registration, in the container that resolved it: valid while `registration` is still
/// the one in force (a second `bind` or `mock` on an ancestor replaces it).
final class ScopedProduct {
    let registration: AnyRegistration
    let box: AnyObject
    /// When it was made, in its container's creation order (for teardown).
    let sequence: Int
    init(registration: AnyRegistration, box: AnyObject, sequence: Int) {
        self.registration = registration
        self.box = box
        self.sequence = sequence
    }
    /// The product with when it was made.
    var products: [(sequence: Int, object: AnyObject)] { [(sequence, box)] }
}

/// A shared instance by service and, for a shared registration that takes arguments, argument value: where
/// such products are kept, and what a creation in progress is keyed by.
struct SharedKey: Hashable {
    let service: ObjectIdentifier
    let arguments: AnyHashable?

    init(service: ObjectIdentifier, arguments: AnyHashable? = nil) {
        self.service = service
        self.arguments = arguments
    }
}

/// Holds a weak-shared instance: made with it and never changed (`weak let`), so that threads may read it
/// without a lock while the instance is released (see ``Container/existingWeakShared(_:)``).
final class WeakBox {
    weak let value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
}
