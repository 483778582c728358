import HarborAtomics
import HarborSupport

/// Shared instances taken out of a container, to release after its lock is released: newest first, so that
/// an instance goes before the ones it was built from (a `deinit` may even resolve).
struct ReleasedInstances {
    /// Self-declared instances, with when they were made, oldest first (a container's `creationOrder`).
    var ordered = CreationOrder()
    /// Products of bindings and mocks, with when they were made, in any order (usually none).
    var owned: [(sequence: Int, object: AnyObject)] = []
    /// Other references the maps held (registrations, boxes), released first.
    var held: [AnyObject] = []

    /// Releases everything: the plain references, then the instances newest first. Call once.
    mutating func releaseNewestFirst() {
        held.removeAll()
        if owned.count > 1 { owned.sort { $0.sequence < $1.sequence } }
        ordered.take().releaseNewestFirst(mergingWith: &owned)
    }
}

extension Container {
    /// Takes the shared instances of `key` (all when `nil`) out of this container under its lock, and
    /// releases them newest first once it is released.
    func releaseShared(of key: ObjectIdentifier?, removingRegistrations: Bool) {
        var released = ReleasedInstances()
        let descendants = lock.withLock {
            released = takeShared(of: key, removingRegistrations: removingRegistrations)
            return removingRegistrations ? children.alive : []
        }
        released.releaseNewestFirst()
        // The children's scoped products of what this removed go too.
        releaseScopedProducts(notInForceBelow: descendants, keys: key.map { [$0] })
    }

    /// Takes the shared instances of this container out of its maps: of `key` only, or all when `nil`.
    /// Call with `lock` held, and release the result after unlocking.
    ///
    /// Self-declared instances are only removed from the map: another thread may be reading one without a
    /// lock, so `creationOrder` keeps them, unreachable, until the container goes.
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
        // What earlier writes had to keep for a reader then inside the map (a mock removed during a resolve),
        // if no reader is left: else a reset that replaces nothing would not free it.
        released.held += registrations.reclaim()
        released.held += boundInstances.reclaim()
        let keys = { (map: TypeMap) in key.map { [$0] } ?? map.keys }
        if parent == nil {
            for key in key.map({ [$0] }) ?? published.keys(registrations: false) { unpublishProduct(of: key) }
            if removingRegistrations {
                for key in key.map({ [$0] }) ?? published.keys(registrations: true) { unpublishRegistration(of: key) }
            }
        }
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
        // Only removed from the map: `creationOrder` keeps them (see the note above).
        for key in keys(instances) where instances[key] != nil {
            instances.remove(key)
        }
        for (sharedKey, product) in productsByArguments where key == nil || sharedKey.service == key {
            released.owned += product.products
            // Released after unlocking too: it may keep the last reference to a registration an ancestor
            // replaced, whose factory's captures may use this container in their `deinit`.
            released.held.append(product)
            productsByArguments[sharedKey] = nil
        }
        if parent == nil {
            released.held += key.map { rootWeakInstances.remove($0) } ?? rootWeakInstances.removeAll()
        }
        // What is being created here now is forgotten too: its creator will not store it (see `once`).
        if !pending.isEmpty { pending.forget(service: key) }
        return released
    }

    /// Takes everything this container owns out of its maps, for its `deinit` (no reader can be left, so the
    /// maps are drained without per-entry publication). Call with `lock` held, and release the result after
    /// unlocking.
    func takeEverything() -> ReleasedInstances {
        var released = ReleasedInstances()
        // Every self-declared instance ever made here, reset ones included, in creation order; the map only
        // borrowed them.
        instances.drain()
        released.ordered = creationOrder.take()
        released.held = registrations.drain()
        var sharesPerArguments = false
        for held in released.held {
            // The map holds nothing else.
            let registration = unsafeDowncast(held, to: AnyRegistration.self)
            sharesPerArguments = sharesPerArguments || registration.sharedArguments != 0
            if let product = registration.product { released.owned.append((registration.productSequence, product)) }
        }
        // Tables of products per argument value, in a loop of their own: calling out for them in the loop above
        // makes the optimiser retain and release every registration (7a: 1,031 instructions per bind against 987,
        // measured again in the round-4 review).
        if sharesPerArguments {
            for held in released.held where unsafeDowncast(held, to: AnyRegistration.self).sharedArguments != 0 {
                released.owned += unsafeDowncast(held, to: AnyRegistration.self).products
            }
        }
        for held in boundInstances.drain() {
            let product = unsafeDowncast(held, to: ScopedProduct.self)
            released.owned.append((product.sequence, product.box))
            released.held.append(product)
        }
        for product in productsByArguments.values {
            released.owned.append((product.sequence, product.box))
            released.held.append(product)  // As in `takeShared`.
        }
        productsByArguments.removeAll()
        // Emptied, so that a deinit resolving a weak-shared type gets the full resolve's clear error (and one
        // resolving a bound service the full resolve's).
        if parent == nil {
            released.held += rootWeakInstances.drain()
            published.unpublishAll()
            released.owned += unpublishedProducts.values
            unpublishedProducts.removeAll()
            released.held += unpublishedRegistrations.values
            unpublishedRegistrations.removeAll()
        }
        return released
    }
}

extension Container {
    /// Publishes `product`, just made for the `.singleton` `registration` of `key`, in ``published`` when this is
    /// the root, the registration is a binding (a mock's product, a test's, is released at once when replaced),
    /// takes no arguments and is still the root's (a `bind` or `mock` may have replaced it since the resolve
    /// found it), and no product of `key` was forgotten while published. Call with `lock` held.
    func publish(_ product: AnyObject, of registration: AnyRegistration, key: ObjectIdentifier, takesArguments: Bool) {
        guard parent == nil, !takesArguments, !registration.isMock, unpublishedProducts[key] == nil,
            registrations.retained(key) === registration
        else { return }
        // Sound to publish unretained: the registration owns its product until the root unpublishes it.
        published.publish(Int(bitPattern: Unmanaged.passUnretained(product).toOpaque()), for: key)
    }

    /// Takes the product of `key` out of ``published``, if published, into ``unpublishedProducts`` (another
    /// thread may be reading it). Call on the root, with `lock` held, before its registration of `key` is
    /// replaced or removed: the product is that registration's.
    func unpublishProduct(of key: ObjectIdentifier) {
        let value = published.published(key)
        guard value != 0, value & 1 == 0 else { return }
        published.unpublish(key)
        let product = Unmanaged<AnyObject>.fromOpaque(UnsafeRawPointer(bitPattern: value)!).takeUnretainedValue()
        // The registration that made it: every replacement or removal unpublishes first.
        let sequence = registrations.retained(key).map { unsafeDowncast($0, to: AnyRegistration.self).productSequence }
        unpublishedProducts[key] = (sequence ?? 0, product)
    }
}

extension Container {
    /// Asks the root to publish `registration`, the per-request binding of `key` that a resolve found while no
    /// container below the root had a registration (so it is the root's), in ``published``. The root publishes
    /// it if it is still its registration of `key` and not published yet; either way, later resolves find it
    /// published or replaced, so each registration comes here about once (more only when resolves race its first
    /// one).
    @usableFromInline @inline(never)
    func publishRegistration(_ registration: AnyRegistration, key: ObjectIdentifier) {
        let root = root
        root.lock.withLock {
            guard root.unpublishedRegistrations[key] == nil, root.registrations.retained(key) === registration
            else { return }
            // Sound to publish unretained: the root's `registrations` owns it until the root unpublishes it. Bit 1:
            // it takes no arguments (only per-request registrations are published, see `awaitsPublication`).
            let takesNoArguments = registration.perRequestArguments == Int(bitPattern: ObjectIdentifier(Void.self))
            root.published.publish(
                Int(bitPattern: Unmanaged.passUnretained(registration).toOpaque()) | (takesNoArguments ? 3 : 1),
                for: key
            )
        }
    }

    /// Takes the registration of `key` out of ``published``, if published, into ``unpublishedRegistrations``
    /// (another thread may be calling its factory). Call on the root, with `lock` held, before its registration
    /// of `key` is replaced or removed.
    ///
    /// - Returns: Whether it was published: then no later registration of `key` is.
    @discardableResult
    func unpublishRegistration(of key: ObjectIdentifier) -> Bool {
        let value = published.published(key)
        guard value & 1 != 0 else { return false }
        published.unpublish(key)
        unpublishedRegistrations[key] =
            Unmanaged<AnyRegistration>.fromOpaque(UnsafeRawPointer(bitPattern: value & ~3)!).takeUnretainedValue()
        return true
    }
}
