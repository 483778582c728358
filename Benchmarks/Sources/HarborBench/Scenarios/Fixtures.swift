import BenchSupport
import Foundation
import HarborContainer

// The services every container scenario builds. Plain classes behind protocols are what hand-written code
// and Swinject build (Swinject binds protocol → implementation); the `Harbor…` classes are the same shapes
// as Harbor's zero-registration types, resolving their own dependencies in `init(container:args:)`.

// MARK: - Protocols

protocol IApiClient: AnyObject {}
protocol IOrdersCache: AnyObject {}
protocol IOrdersService: AnyObject {
    var api: any IApiClient { get }
    var cache: any IOrdersCache { get }
}
protocol ISettings: AnyObject {
    var pageSize: Int { get }
}
protocol IOrdersProvider: AnyObject {}
protocol IOrderDetailsVM: AnyObject {
    var provider: any IOrdersProvider { get }
    var args: OrderArgs { get }
}
protocol IChainLink: AnyObject {
    var next: (any IChainLink)? { get }
}
protocol IChain1: IChainLink {}
protocol IChain2: IChainLink {}
protocol IChain3: IChainLink {}
protocol IChain4: IChainLink {}
protocol IChain5: IChainLink {}

/// The typed arguments of scenario 4's view model.
struct OrderArgs: Equatable, Sendable {
    let id: Int
    let title: String
    let total: Double
}

// MARK: - Plain implementations (hand-written code, Swinject, Harbor's bound path)

final class ApiClient: IApiClient {}
final class OrdersCache: IOrdersCache {}

final class OrdersService: IOrdersService {
    let api: any IApiClient
    let cache: any IOrdersCache

    init(api: any IApiClient, cache: any IOrdersCache) {
        self.api = api
        self.cache = cache
    }
}

/// The floor's twin of `HarborOrdersServiceOutOfLine` (scenario 5a): an initializer not inlined that makes its
/// two dependencies.
final class OrdersServiceOutOfLine {
    let api: ApiClient
    let cache: OrdersCache

    @inline(never)
    init() {
        api = ApiClient()
        cache = OrdersCache()
    }
}

final class Settings: ISettings {
    let pageSize = 20
}

final class OrdersProvider: IOrdersProvider {}

final class OrderDetailsVM: IOrderDetailsVM {
    let provider: any IOrdersProvider
    let args: OrderArgs

    init(provider: any IOrdersProvider, args: OrderArgs) {
        self.provider = provider
        self.args = args
    }
}

/// A link of scenario 3's chain; `next` is nil at the fifth level.
final class ChainLink: IChain1, IChain2, IChain3, IChain4, IChain5 {
    let next: (any IChainLink)?

    init(next: (any IChainLink)?) { self.next = next }
}

/// What an app's composition root holds: the hand-written floor for singletons.
final class AppServices {
    var settings = Settings()
    var provider: any IOrdersProvider = OrdersProvider()
    /// The singleton as issue 11 defines the floor of a singleton read: a lazy stored property returned from a
    /// function (see `lazySettings(of:)`).
    lazy var lazySettings = Settings()
}

/// Bound protocols by hand: each protocol's factory is a closure found without any lookup (a stored property), as
/// if a container's registry cost nothing. What is left over hand-written initializers is the cost of calling
/// factories through closures, which any closure-based binding pays; scenario 5a shows it beside Harbor's bound
/// protocols.
final class ClosureFactories: Sendable {
    let api: @Sendable (ClosureFactories) -> any IApiClient = { _ in ApiClient() }
    let cache: @Sendable (ClosureFactories) -> any IOrdersCache = { _ in OrdersCache() }
    let service: @Sendable (ClosureFactories) -> any IOrdersService = {
        OrdersService(api: $0.api($0), cache: $0.cache($0))
    }
}

/// What a factory gets in ``LeastBindings``: the container behind a protocol, as a Harbor factory gets `any
/// IContainer`.
protocol ILeastResolver: AnyObject {}

/// The least a container that keeps Harbor's promises does to resolve a bound protocol per request, written for
/// scenario 5a: how close to the self-declared rows a bound resolve can come (Benchmarks/README, "Issue 11, round
/// 10"). Per resolve:
/// - the factory's container is a protocol (`any ILeastResolver`, as `any IContainer`): one test of its class
///   finds the concrete registry;
/// - the service's key is its metatype's identity, and its registration is found by probing a table read without
///   a lock (bindings and mocks may be replaced at any time);
/// - a frame on the thread's own stack around the factory, with the filter that tells a push whether to look for
///   a cycle;
/// - the factory, a closure the call site cannot see, given the container.
/// It leaves out what Harbor must also do on this path: the check that no child overrides a self-declared type,
/// the arguments' type, lifetimes other than per-request, the published table's child filter, error reports.
final class LeastBindings: ILeastResolver, @unchecked Sendable {
    // `@unchecked Sendable`: the table is filled by `bind` before any resolve and only read after.
    /// A registration: the factory of one service.
    final class Registration<Service> {
        let factory: (any ILeastResolver) -> Service

        init(_ factory: @escaping (any ILeastResolver) -> Service) { self.factory = factory }
    }

    private static let capacity = 32
    /// Per slot, a service's key (`0`: empty) and its registration's address (retained).
    private let slots = UnsafeMutablePointer<(key: UInt, registration: UnsafeRawPointer?)>.allocate(
        capacity: capacity)

    init() {
        slots.initialize(repeating: (0, nil), count: Self.capacity)
        bind((any IApiClient).self) { _ in ApiClient() }
        bind((any IOrdersCache).self) { _ in OrdersCache() }
        bind((any IOrdersService).self) { OrdersService(api: Self.resolve($0), cache: Self.resolve($0)) }
    }

    deinit {
        for slot in 0..<Self.capacity {
            if let registration = slots[slot].registration { Unmanaged<AnyObject>.fromOpaque(registration).release() }
        }
        slots.deallocate()
    }

    private static func home(of key: UInt) -> Int {
        let product = key.multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15)
        return Int(bitPattern: product.high ^ product.low) & (capacity - 1)
    }

    private func bind<Service>(_ service: Service.Type, factory: @escaping (any ILeastResolver) -> Service) {
        let key = UInt(bitPattern: ObjectIdentifier(service))
        var slot = Self.home(of: key)
        while slots[slot].key != 0 { slot = (slot + 1) & (Self.capacity - 1) }
        slots[slot] = (key, UnsafeRawPointer(Unmanaged.passRetained(Registration(factory)).toOpaque()))
    }

    /// Resolves `Service` through `resolver`, which must be a ``LeastBindings``.
    @inline(__always)
    static func resolve<Service>(_ resolver: any ILeastResolver) -> Service {
        precondition(type(of: resolver) == LeastBindings.self, "not the registry")
        return unsafeDowncast(resolver, to: LeastBindings.self).resolve()
    }

    /// A new `Service`, made by its registration's factory.
    @inline(__always)
    func resolve<Service>() -> Service {
        let key = UInt(bitPattern: ObjectIdentifier(Service.self))
        var slot = Self.home(of: key)
        while slots[slot].key != key {
            precondition(slots[slot].key != 0, "not bound")
            slot = (slot + 1) & (Self.capacity - 1)
        }
        // The row's services never repeat on the stack, so the cycle check that follows a refused push is left out.
        let pushed = bench_frame_push(UnsafeRawPointer(bitPattern: key)!)
        precondition(pushed, "a possible cycle")
        defer { bench_frame_pop() }
        // Borrowed: the table keeps its registrations until the registry goes.
        return Unmanaged<Registration<Service>>.fromOpaque(slots[slot].registration!)._withUnsafeGuaranteedRef {
            $0.factory(self)
        }
    }
}

/// The floor of a singleton read (issue 11): a hand-written lazy stored property returned from a function. Not
/// inlined, as a resolve is a call: the caller receives an owned reference, as it does from `resolve()`.
@inline(never)
func lazySettings(of services: AppServices) -> Settings {
    services.lazySettings
}

/// The floor of a shared instance per argument value (scenario 5c): a dictionary of instances by chat
/// identifier under a lock, as an app would write a thread-safe cache by hand.
final class SettingsByChat: @unchecked Sendable {
    // `@unchecked Sendable`: `byChat` is only touched with `lock` held.
    private let lock = NSLock()
    private var byChat: [String: Settings] = [:]

    /// The instance for `chat`, made on first use. Not inlined, as a resolve is a call.
    @inline(never)
    func settings(for chat: String) -> Settings {
        lock.lock()
        defer { lock.unlock() }
        if let existing = byChat[chat] { return existing }
        let made = Settings()
        byChat[chat] = made
        return made
    }
}

/// A weak-shared instance by hand (scenario 5b): a weak property under a lock, made again once released.
final class WeakSettingsHolder: @unchecked Sendable {
    // `@unchecked Sendable`: `settings` is only touched with `lock` held.
    private let lock = NSLock()
    private weak var settings: Settings?

    /// The instance while anyone holds it, else a new one. Not inlined, as a resolve is a call.
    @inline(never)
    func current() -> Settings {
        lock.lock()
        defer { lock.unlock() }
        if let settings { return settings }
        let made = Settings()
        settings = made
        return made
    }
}

// MARK: - Harbor's zero-registration types

/// A scoped service that declares its own lifetime: one per container that resolves it (scenario 5b).
final class HarborScopedSettings: IScoped, Sendable {
    init(container: any IContainer, args: Void) {}
}

/// A weak-shared service that declares its own lifetime: one instance while anyone holds it (scenario 5b).
final class HarborWeakSettings: IWeakShared, Sendable {
    init(container: any IContainer, args: Void) {}
}

final class HarborApiClient: IPerRequest, IApiClient {
    init(container: any IContainer, args: Void) {}
}

final class HarborOrdersCache: IPerRequest, IOrdersCache {
    init(container: any IContainer, args: Void) {}
}

final class HarborOrdersService: IPerRequest {
    let api: HarborApiClient
    let cache: HarborOrdersCache

    init(container: any IContainer, args: Void) {
        api = container.resolve()
        cache = container.resolve()
    }
}

/// `HarborOrdersService` with an initializer the optimiser may not inline, as a view model's usually is not: its
/// resolves then run through `any IContainer`, as in an app (scenario 5a; Benchmarks/README, round 5).
final class HarborOrdersServiceOutOfLine: IPerRequest {
    let api: HarborApiClient
    let cache: HarborOrdersCache

    @inline(never)
    init(container: any IContainer, args: Void) {
        api = container.resolve()
        cache = container.resolve()
    }
}

final class HarborSettings: ISingleton, Sendable {
    let pageSize = 20

    init(container: any IContainer, args: Void) {}
}

final class HarborOrdersProvider: ISingleton, Sendable {
    init(container: any IContainer, args: Void) {}
}

final class HarborOrderDetailsVM: IPerRequest {
    let provider: HarborOrdersProvider
    let args: OrderArgs

    init(container: any IContainer, args: OrderArgs) {
        provider = container.resolve()
        self.args = args
    }
}

final class HarborChain1: IPerRequest {
    let next: HarborChain2
    init(container: any IContainer, args: Void) { next = container.resolve() }
}

final class HarborChain2: IPerRequest {
    let next: HarborChain3
    init(container: any IContainer, args: Void) { next = container.resolve() }
}

final class HarborChain3: IPerRequest {
    let next: HarborChain4
    init(container: any IContainer, args: Void) { next = container.resolve() }
}

final class HarborChain4: IPerRequest {
    let next: HarborChain5
    init(container: any IContainer, args: Void) { next = container.resolve() }
}

final class HarborChain5: IPerRequest {
    init(container: any IContainer, args: Void) {}
}
