import HarborContainer
import Swinject

// Scenarios 1–6: resolving from Harbor, from Swinject and by hand, one operation per iteration.

/// The Swinject container every scenario uses: protocols bound to the plain implementations, per-request
/// services in Swinject's default `.graph` scope, singletons in `.container` scope.
func makeSwinject() -> Swinject.Container {
    let container = Swinject.Container()
    container.register((any IApiClient).self) { _ in ApiClient() }
    container.register((any IOrdersCache).self) { _ in OrdersCache() }
    container.register((any IOrdersService).self) { resolver in
        OrdersService(api: resolver.resolve((any IApiClient).self)!, cache: resolver.resolve((any IOrdersCache).self)!)
    }
    container.register((any ISettings).self) { _ in Settings() }.inObjectScope(.container)
    container.register((any IOrdersProvider).self) { _ in OrdersProvider() }.inObjectScope(.container)
    container.register((any IOrderDetailsVM).self) { (resolver: any Resolver, args: OrderArgs) in
        OrderDetailsVM(provider: resolver.resolve((any IOrdersProvider).self)!, args: args)
    }
    container.register((any IChain5).self) { _ in ChainLink(next: nil) }
    container.register((any IChain4).self) { ChainLink(next: $0.resolve((any IChain5).self)!) }
    container.register((any IChain3).self) { ChainLink(next: $0.resolve((any IChain4).self)!) }
    container.register((any IChain2).self) { ChainLink(next: $0.resolve((any IChain3).self)!) }
    container.register((any IChain1).self) { ChainLink(next: $0.resolve((any IChain2).self)!) }
    return container
}

/// A Harbor container with the same protocols bound, for Harbor's bound-protocol path (scenario 5).
func makeHarborWithBindings() -> HarborContainer.Container {
    let container = HarborContainer.Container()
    container.bind((any IApiClient).self) { _ in ApiClient() }
    container.bind((any IOrdersCache).self) { _ in OrdersCache() }
    container.bind((any IOrdersService).self) { OrdersService(api: $0.resolve(), cache: $0.resolve()) }
    container.bind((any ISettings).self, lifetime: .singleton) { _ in Settings() }
    return container
}

// MARK: - Checks shared by several scenarios

func checkFresh(_ first: any IOrdersService, _ second: any IOrdersService) throws(CheckFailure) {
    try expect(first !== second, "two per-request resolves returned the same service")
    try expect(first.api !== second.api && first.cache !== second.cache, "per-request dependencies were shared")
    try expect(first.api is ApiClient && first.cache is OrdersCache, "wrong dependency types")
}

func checkFresh(_ first: HarborOrdersService, _ second: HarborOrdersService) throws(CheckFailure) {
    try expect(first !== second, "two per-request resolves returned the same service")
    try expect(first.api !== second.api && first.cache !== second.cache, "per-request dependencies were shared")
}

func checkShared(_ first: AnyObject, _ second: AnyObject, from other: AnyObject? = nil) throws(CheckFailure) {
    try expect(first === second, "two singleton resolves returned different objects")
    if let other { try expect(first !== other, "the singleton is shared with an unrelated container") }
}

// MARK: - Variants shared by several scenarios

func perRequestVariants(harbor: HarborContainer.Container, swinject: any Resolver) -> [Variant] {
    [
        .loop("Harbor", .harbor) { () throws(CheckFailure) in
            try checkFresh(harbor.resolve() as HarborOrdersService, harbor.resolve() as HarborOrdersService)
        } body: { n in
            for _ in 0..<n { consume(harbor.resolve() as HarborOrdersService) }
        },
        .loop("hand-written", .floor) { () throws(CheckFailure) in
            try checkFresh(
                OrdersService(api: ApiClient(), cache: OrdersCache()),
                OrdersService(api: ApiClient(), cache: OrdersCache())
            )
        } body: { n in
            for _ in 0..<n { consume(OrdersService(api: ApiClient(), cache: OrdersCache())) }
        },
        .loop("Swinject", .anchor) { () throws(CheckFailure) in
            let first = swinject.resolve((any IOrdersService).self)
            let second = swinject.resolve((any IOrdersService).self)
            guard let first, let second else { throw CheckFailure("Swinject resolved nil") }
            try checkFresh(first, second)
        } body: { n in
            for _ in 0..<n { consume(swinject.resolve((any IOrdersService).self)!) }
        },
    ]
}

func singletonVariants(harbor: HarborContainer.Container, swinject: any Resolver) -> [Variant] {
    let services = AppServices()
    consume(services)
    return [
        .loop("Harbor", .harbor) { () throws(CheckFailure) in
            try checkShared(
                harbor.resolve() as HarborSettings,
                harbor.resolve() as HarborSettings,
                from: HarborContainer.Container().resolve() as HarborSettings
            )
        } body: { n in
            for _ in 0..<n { consume(harbor.resolve() as HarborSettings) }
        },
        .loop("hand-written (lazy property returned from a function)", .floor) { () throws(CheckFailure) in
            try checkShared(lazySettings(of: services), lazySettings(of: services))
        } body: { n in
            for _ in 0..<n { consume(lazySettings(of: services)) }
        },
        // A bare stored property read in place: no call, and no owned reference to release. Shown for scale;
        // the floor is the row above.
        .loop("hand-written (stored property, inlined)", .other) { () throws(CheckFailure) in
            try checkShared(services.settings, services.settings)
        } body: { n in
            for _ in 0..<n { consume(services.settings) }
        },
        .loop("Swinject", .anchor) { () throws(CheckFailure) in
            guard let first = swinject.resolve((any ISettings).self),
                let second = swinject.resolve((any ISettings).self)
            else { throw CheckFailure("Swinject resolved nil") }
            try checkShared(first, second)
        } body: { n in
            for _ in 0..<n { consume(swinject.resolve((any ISettings).self)!) }
        },
    ]
}

// MARK: - Scenarios

/// 1. A per-request service with two per-request dependencies.
func perRequestScenario() -> Scenario {
    Scenario(
        id: "1",
        title: "per-request service, 2 dependencies",
        variants: perRequestVariants(harbor: HarborContainer.Container(), swinject: makeSwinject())
    )
}

/// 2. A singleton that exists already.
func singletonScenario() -> Scenario {
    let harbor = HarborContainer.Container()
    var variants = singletonVariants(harbor: harbor, swinject: makeSwinject())
    // A `Lazy` read after its first use: what a service that injected `container.lazy()` pays per access.
    let lazy: HarborContainer.Lazy<HarborSettings> = harbor.lazy()
    variants.insert(
        .loop("Harbor Lazy<T>.value (after the first read)", .harbor) { () throws(CheckFailure) in
            let other = HarborContainer.Container()  // a `Lazy` holds its container unowned: keep it alive
            try checkShared(lazy.value, lazy.value, from: other.lazy().value as HarborSettings)
            try checkShared(lazy.value, harbor.resolve() as HarborSettings)
        } body: { n in
            for _ in 0..<n { consume(lazy.value) }
        },
        at: 1
    )
    // A `Provider` call: a resolve of the singleton through the closure it keeps.
    let provider: HarborContainer.Provider<HarborSettings> = harbor.provider()
    variants.insert(
        .loop("Harbor Provider<T>() (of a singleton)", .harbor) { () throws(CheckFailure) in
            try checkShared(provider(), provider())
            try checkShared(provider(), harbor.resolve() as HarborSettings)
        } body: { n in
            // The provider holds the container unowned: keep it alive for the loop.
            withExtendedLifetime(harbor) { for _ in 0..<n { consume(provider()) } }
        },
        at: 2
    )
    return Scenario(id: "2", title: "singleton", variants: variants)
}

/// 3. A chain of five per-request services, each depending on the next.
func chainScenario() -> Scenario {
    let harbor = HarborContainer.Container()
    let swinject = makeSwinject()
    func links(_ top: any IChainLink) -> [AnyObject] {
        var result: [AnyObject] = [top]
        var link = top
        while let next = link.next {
            result.append(next)
            link = next
        }
        return result
    }
    func harborLinks(_ top: HarborChain1) -> [AnyObject] {
        [top, top.next, top.next.next, top.next.next.next, top.next.next.next.next]
    }
    func checkChains(_ first: [AnyObject], _ second: [AnyObject]) throws(CheckFailure) {
        try expect(first.count == 5 && second.count == 5, "the chain is not 5 levels deep")
        for (a, b) in zip(first, second) { try expect(a !== b, "a per-request link was shared") }
    }
    return Scenario(
        id: "3",
        title: "5-level per-request chain",
        variants: [
            .loop("Harbor", .harbor) { () throws(CheckFailure) in
                try checkChains(harborLinks(harbor.resolve()), harborLinks(harbor.resolve()))
            } body: { n in
                for _ in 0..<n { consume(harbor.resolve() as HarborChain1) }
            },
            .loop("hand-written", .floor) { () throws(CheckFailure) in
                func make() -> any IChainLink {
                    ChainLink(next: ChainLink(next: ChainLink(next: ChainLink(next: ChainLink(next: nil)))))
                }
                try checkChains(links(make()), links(make()))
            } body: { n in
                for _ in 0..<n {
                    consume(ChainLink(next: ChainLink(next: ChainLink(next: ChainLink(next: ChainLink(next: nil))))))
                }
            },
            .loop("Swinject", .anchor) { () throws(CheckFailure) in
                guard let first = swinject.resolve((any IChain1).self),
                    let second = swinject.resolve((any IChain1).self)
                else { throw CheckFailure("Swinject resolved nil") }
                try checkChains(links(first), links(second))
            } body: { n in
                for _ in 0..<n { consume(swinject.resolve((any IChain1).self)!) }
            },
        ]
    )
}

/// 4. A per-request view model with typed arguments (a struct) and a singleton dependency.
func viewModelScenario() -> Scenario {
    let harbor = HarborContainer.Container()
    let swinject = makeSwinject()
    let services = AppServices()
    consume(services)
    let sample = OrderArgs(id: 7, title: "Order", total: 9.5)
    return Scenario(
        id: "4",
        title: "view model with struct arguments",
        variants: [
            .loop("Harbor", .harbor) { () throws(CheckFailure) in
                let first: HarborOrderDetailsVM = harbor.resolve(args: sample)
                let second: HarborOrderDetailsVM = harbor.resolve(args: OrderArgs(id: 8, title: "Other", total: 1))
                try expect(first !== second, "two per-request resolves returned the same view model")
                try expect(first.args == sample && second.args.id == 8, "the arguments did not arrive")
                try expect(first.provider === second.provider, "the singleton dependency was not shared")
            } body: { n in
                for index in 0..<n {
                    consume(
                        harbor.resolve(args: OrderArgs(id: index, title: "Order", total: 9.5)) as HarborOrderDetailsVM)
                }
            },
            .loop("hand-written", .floor) { () throws(CheckFailure) in
                let first = OrderDetailsVM(provider: services.provider, args: sample)
                let second = OrderDetailsVM(provider: services.provider, args: OrderArgs(id: 8, title: "", total: 1))
                try expect(first !== second && first.args == sample && first.provider === second.provider, "wrong")
            } body: { n in
                for index in 0..<n {
                    consume(
                        OrderDetailsVM(
                            provider: services.provider, args: OrderArgs(id: index, title: "Order", total: 9.5)))
                }
            },
            .loop("Swinject", .anchor) { () throws(CheckFailure) in
                let first = swinject.resolve((any IOrderDetailsVM).self, argument: sample)
                let second = swinject.resolve(
                    (any IOrderDetailsVM).self, argument: OrderArgs(id: 8, title: "", total: 1))
                guard let first, let second else { throw CheckFailure("Swinject resolved nil") }
                try expect(first !== second, "two per-request resolves returned the same view model")
                try expect(first.args == sample && second.args.id == 8, "the arguments did not arrive")
                try expect(first.provider === second.provider, "the singleton dependency was not shared")
            } body: { n in
                for index in 0..<n {
                    let args = OrderArgs(id: index, title: "Order", total: 9.5)
                    consume(swinject.resolve((any IOrderDetailsVM).self, argument: args)!)
                }
            },
        ]
    )
}

/// Resolving `any IOrdersService`, bound in `container` (made by ``makeHarborWithBindings()``) with its two
/// dependencies: scenarios 5a and 6a.
func boundPerRequestVariant(_ container: HarborContainer.Container) -> Variant {
    .loop("Harbor bound protocol", .harbor) { () throws(CheckFailure) in
        try checkFresh(container.resolve() as any IOrdersService, container.resolve() as any IOrdersService)
    } body: { n in
        for _ in 0..<n { consume(container.resolve() as any IOrdersService) }
    }
}

/// 5a–c. The same resolves through Harbor's two paths, in a container that has bindings: types that declare their
/// lifetime (zero registration) against protocols bound with `bind`, from the root and from a grandchild; 5b
/// adds the other lifetimes (scoped, weak-shared) and a read through `any IContainer`.
func pathScenarios() -> [Scenario] {
    let harbor = makeHarborWithBindings()
    let swinject = makeSwinject()
    var perRequest = perRequestVariants(harbor: harbor, swinject: swinject)
    perRequest[0] = perRequest[0].renamed("Harbor zero-registration (IPerRequest)")
    perRequest.insert(boundPerRequestVariant(harbor), at: 1)
    var singleton = singletonVariants(harbor: harbor, swinject: swinject)
    singleton[0] = singleton[0].renamed("Harbor zero-registration (ISingleton)")
    singleton.insert(
        .loop("Harbor bound protocol, .singleton", .harbor) { () throws(CheckFailure) in
            try checkShared(
                harbor.resolve() as any ISettings,
                harbor.resolve() as any ISettings,
                from: makeHarborWithBindings().resolve() as any ISettings
            )
        } body: { n in
            for _ in 0..<n { consume(harbor.resolve() as any ISettings) }
        },
        at: 1
    )
    // Scoped services, read from the child that made them: self-declared against a `.scoped` binding (in a
    // container of their own).
    let scopedRoot = HarborContainer.Container()
    scopedRoot.bind((any ISettings).self, lifetime: .scoped) { _ in Settings() }
    let scopedChild = scopedRoot.makeChild()
    singleton.append(
        .loop("Harbor child (IScoped)", .other) { () throws(CheckFailure) in
            try checkShared(
                scopedChild.resolve() as HarborScopedSettings, scopedChild.resolve() as HarborScopedSettings,
                from: scopedRoot.resolve() as HarborScopedSettings)
        } body: { n in
            for _ in 0..<n { consume(scopedChild.resolve() as HarborScopedSettings) }
        }
    )
    singleton.append(
        .loop("Harbor child bound protocol, .scoped", .other) { () throws(CheckFailure) in
            try checkShared(
                scopedChild.resolve() as any ISettings, scopedChild.resolve() as any ISettings,
                from: scopedRoot.resolve() as any ISettings)
        } body: { n in
            for _ in 0..<n { consume(scopedChild.resolve() as any ISettings) }
        }
    )
    // What an initializer's `container.resolve()` reads: the same singleton through `any IContainer`.
    let throughProtocol: any IContainer = harbor
    singleton.append(
        .loop("Harbor through any IContainer (ISingleton)", .other) { () throws(CheckFailure) in
            try checkShared(throughProtocol.resolve() as HarborSettings, harbor.resolve() as HarborSettings)
        } body: { n in
            for _ in 0..<n { consume(throughProtocol.resolve() as HarborSettings) }
        }
    )
    // A weak-shared service read while someone holds it (the benchmark does), from the root and a grandchild.
    let held: HarborWeakSettings = harbor.resolve()
    let weakGrandchild = harbor.makeChild().makeChild()
    singleton.append(
        .loop("Harbor zero-registration (IWeakShared), held", .other) { () throws(CheckFailure) in
            try checkShared(harbor.resolve() as HarborWeakSettings, held)
            try checkShared(weakGrandchild.resolve() as HarborWeakSettings, held)
        } body: { n in
            for _ in 0..<n { consume(harbor.resolve() as HarborWeakSettings) }
        }
    )
    let holder = WeakSettingsHolder()
    let heldByHand = holder.current()
    singleton.append(
        .loop("hand-written (weak property under a lock), held", .other) { () throws(CheckFailure) in
            try checkShared(holder.current(), heldByHand)
        } body: { n in
            for _ in 0..<n { consume(holder.current()) }
        }
    )
    // The same resolves from a grandchild (root → feature → test) of the container with bindings: the
    // resolve walks up to the root's bindings and singletons.
    let rows = descendantVariants("grandchild", harbor.makeChild().makeChild(), of: harbor)
    perRequest += rows.perRequest
    singleton += rows.singleton
    return [
        Scenario(id: "5a", title: "paths: per-request (2 deps)", variants: perRequest),
        Scenario(id: "5b", title: "paths: singleton", variants: singleton),
        perArgumentsScenario(),
    ]
}

/// Scenarios 5a and 5b's rows for `descendant`, a descendant of `root` (the container with bindings): its
/// self-declared resolves, then its bound ones (the walk up to the root's bindings).
func descendantVariants(
    _ name: String,
    _ descendant: HarborContainer.Container,
    of root: HarborContainer.Container
) -> (perRequest: [Variant], singleton: [Variant]) {
    let perRequest: [Variant] = [
        .loop("Harbor \(name) (IPerRequest)", .harbor) { () throws(CheckFailure) in
            try checkFresh(descendant.resolve() as HarborOrdersService, descendant.resolve() as HarborOrdersService)
        } body: { n in
            for _ in 0..<n { consume(descendant.resolve() as HarborOrdersService) }
        },
        .loop("Harbor \(name) bound protocol", .harbor) { () throws(CheckFailure) in
            try checkFresh(descendant.resolve() as any IOrdersService, descendant.resolve() as any IOrdersService)
        } body: { n in
            for _ in 0..<n { consume(descendant.resolve() as any IOrdersService) }
        },
    ]
    let singleton: [Variant] = [
        .loop("Harbor \(name) (ISingleton)", .harbor) { () throws(CheckFailure) in
            try checkShared(descendant.resolve() as HarborSettings, root.resolve() as HarborSettings)
        } body: { n in
            for _ in 0..<n { consume(descendant.resolve() as HarborSettings) }
        },
        .loop("Harbor \(name) bound protocol, .singleton", .harbor) { () throws(CheckFailure) in
            try checkShared(descendant.resolve() as any ISettings, root.resolve() as any ISettings)
        } body: { n in
            for _ in 0..<n { consume(descendant.resolve() as any ISettings) }
        },
    ]
    return (perRequest, singleton)
}

/// 5c. A shared instance per argument value (Factory's `scopeOnParameters`): a `.singleton` binding that takes a
/// chat identifier, read once made, against a hand-written dictionary under a lock.
func perArgumentsScenario() -> Scenario {
    let harbor = HarborContainer.Container()
    harbor.bind((any ISettings).self, lifetime: .singleton) { (_, chat: String) in Settings() }
    let grandchild = harbor.makeChild().makeChild()
    let hand = SettingsByChat()
    return Scenario(
        id: "5c",
        title: "paths: shared per argument value",
        variants: [
            .loop("Harbor bound protocol, .singleton with arguments", .harbor) { () throws(CheckFailure) in
                try checkShared(
                    harbor.resolve(args: "chat-42") as any ISettings,
                    harbor.resolve(args: "chat-42") as any ISettings,
                    from: harbor.resolve(args: "chat-7") as any ISettings
                )
            } body: { n in
                for _ in 0..<n { consume(harbor.resolve(args: "chat-42") as any ISettings) }
            },
            .loop("hand-written (dictionary under a lock)", .floor) { () throws(CheckFailure) in
                try checkShared(
                    hand.settings(for: "chat-42"), hand.settings(for: "chat-42"), from: hand.settings(for: "chat-7"))
            } body: { n in
                for _ in 0..<n { consume(hand.settings(for: "chat-42")) }
            },
            .loop("Harbor grandchild bound protocol, .singleton with arguments", .harbor) { () throws(CheckFailure) in
                try checkShared(
                    grandchild.resolve(args: "chat-42") as any ISettings,
                    harbor.resolve(args: "chat-42") as any ISettings
                )
            } body: { n in
                for _ in 0..<n { consume(grandchild.resolve(args: "chat-42") as any ISettings) }
            },
        ]
    )
}

/// 6. Scenarios 1 and 2 from two threads at once; ns/op is per thread.
func threadScenarios() -> [Scenario] {
    let harbor = HarborContainer.Container()
    // Swinject's documented way to resolve from several threads.
    let swinject = makeSwinject().synchronize()
    let bound = makeHarborWithBindings()
    var perRequest = perRequestVariants(harbor: harbor, swinject: swinject)
    // Both threads resolve the same bindings of one container.
    perRequest.insert(boundPerRequestVariant(bound), at: 1)
    return [
        Scenario(
            id: "6a",
            title: "2 threads: per-request (2 deps)",
            threads: 2,
            variants: perRequest
        ),
        Scenario(
            id: "6b",
            title: "2 threads: singleton",
            threads: 2,
            variants: singletonVariants(harbor: harbor, swinject: swinject)
        ),
    ]
}
