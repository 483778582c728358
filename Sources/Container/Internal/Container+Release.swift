import HarborSupport

/// Shared instances taken out of a container, to release after its lock is released: newest first, so that
/// an instance goes before the ones it was built from (a `deinit` may even resolve).
struct ReleasedInstances {
    /// The instances, with when they were made.
    var owned: [(sequence: Int, object: AnyObject)] = []
    /// Other references the maps held (registrations, boxes), released first.
    var held: [AnyObject] = []

    /// Releases everything: the plain references, then the instances newest first.
    mutating func releaseNewestFirst() {
        held.removeAll()
        owned.sort { $0.sequence < $1.sequence }
        while !owned.isEmpty { owned.removeLast() }
    }
}

extension Container {
    /// Takes the shared instances of `key` (all when `nil`) out of this container under its lock, and
    /// releases them newest first once it is released.
    func releaseShared(of key: ObjectIdentifier?, removingRegistrations: Bool) {
        var released = lock.withLock { takeShared(of: key, removingRegistrations: removingRegistrations) }
        released.releaseNewestFirst()
    }

    /// Takes the shared instances of this container out of its maps: of `key` only, or all when `nil`.
    /// Call with `lock` held, and release the result after unlocking.
    ///
    /// Self-declared instances are only removed: another thread may be reading one without a lock, so the
    /// map keeps them, unreachable, until the container goes.
    ///
    /// - Parameters:
    ///   - key: The one type or service to take, or `nil` for all.
    ///   - removingRegistrations: Whether bindings and mocks go too (else a registration that made a shared
    ///     product is replaced by a fresh copy of itself, which makes a new one when next resolved).
    func takeShared(
        of key: ObjectIdentifier?,
        removingRegistrations: Bool
    ) -> ReleasedInstances {
        var released = ReleasedInstances()
        let keys = { (map: TypeMap) in key.map { [$0] } ?? map.keys }
        for key in keys(registrations) {
            guard let found = registrations.retained(key) else { continue }
            let registration = unsafeDowncast(found, to: AnyRegistration.self)
            released.owned += registration.products
            if removingRegistrations {
                released.held += registrations.remove(key)
            } else if !registration.products.isEmpty {
                released.held += registrations.set(key, registration.fresh())
            }
        }
        for key in keys(boundInstances) {
            guard let found = boundInstances.retained(key) else { continue }
            released.owned += unsafeDowncast(found, to: ScopedProduct.self).products
            released.held += boundInstances.remove(key)
        }
        for key in keys(instances) where instances[key] != nil {
            _ = instances.remove(key)
        }
        if key == nil { creationOrder.removeAll() }
        for (sharedKey, product) in productsByArguments where key == nil || sharedKey.service == key {
            released.owned += product.products
            productsByArguments[sharedKey] = nil
        }
        if let key { weakInstances[key] = nil } else { weakInstances.removeAll() }
        return released
    }

    /// Takes everything this container owns out of its maps, for its `deinit` (no reader can be left, so the
    /// maps are drained without per-entry publication). Call with `lock` held, and release the result after
    /// unlocking.
    func takeEverything() -> ReleasedInstances {
        var released = ReleasedInstances()
        for (key, sequence) in creationOrder {
            // An entry whose instance was reset (or made again) since is stale: the lookup skips or repeats it.
            if let instance = instances[key] { released.owned.append((sequence, instance)) }
        }
        released.held = instances.drain()
        for case let registration as AnyRegistration in registrations.drain() {
            released.owned += registration.products
            released.held.append(registration)
        }
        for case let product as ScopedProduct in boundInstances.drain() {
            released.owned += product.products
            released.held.append(product)
        }
        for product in productsByArguments.values { released.owned += product.products }
        productsByArguments.removeAll()
        return released
    }
}
