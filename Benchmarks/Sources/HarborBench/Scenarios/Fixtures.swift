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
    /// The floor of a singleton read: a lazy stored property returned from a function (see
    /// `lazySettings(of:)`).
    lazy var lazySettings = Settings()
}

/// The floor of a singleton read: a hand-written lazy stored property returned from a function. Not
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
