/// The children a container made, held weakly: a `bind`, `mock`, `removeMock` or `removeAll` reaches them to
/// release the `.scoped` products they made of a registration no longer in force. Guarded by the parent's
/// lock.
///
/// Weak, so that a child goes when its users drop it; a gone child's entry is pruned when the list has doubled
/// since the last pruning, so a parent that makes a child per test or per flow keeps a list as long as the
/// children alive, give or take a factor of two.
struct Children {
    /// One child, or `nil` once it went.
    private struct Entry {
        weak var container: Container?
    }

    private var entries: [Entry] = []
    /// The length at which ``append(_:)`` prunes gone children first.
    private var pruneAt = 8

    /// Whether no child was made (or every child made went and was pruned).
    var isEmpty: Bool { entries.isEmpty }

    /// How many entries the list keeps, gone children not yet pruned included (for tests).
    var count: Int { entries.count }

    /// Adds `child`.
    mutating func append(_ child: Container) {
        if entries.count >= pruneAt {
            entries.removeAll { $0.container == nil }
            pruneAt = max(8, entries.count * 2)
        }
        entries.append(Entry(container: child))
    }

    /// The children still alive, retained (the caller drops them after unlocking: a child's teardown takes
    /// locks).
    var alive: [Container] { entries.compactMap(\.container) }
}

extension Container {
    /// Releases, in every container below this one, the `.scoped` products of `keys` (all when `nil`) made of a
    /// registration that is no longer what a resolve there finds: one this container or an ancestor replaced or
    /// removed, or one that a registration made here now hides. Products of what is still in force stay.
    ///
    /// Call after a write to this container's registrations, with its lock released: `descendants` are its
    /// children as they were under the lock. Each container is cleaned under its own lock, one at a time, and
    /// what it held is released after that lock is released (a product's `deinit` may resolve).
    func releaseScopedProducts(notInForceBelow descendants: [Container], keys: [ObjectIdentifier]?) {
        for descendant in descendants {
            var released = ReleasedInstances()
            let grandchildren = descendant.lock.withLock {
                released = descendant.takeScopedProducts(notInForce: keys)
                return descendant.children.alive
            }
            released.releaseNewestFirst()
            descendant.releaseScopedProducts(notInForceBelow: grandchildren, keys: keys)
        }
    }

    /// Takes this container's `.scoped` products of `keys` (all when `nil`) whose registration is no longer in
    /// force here (see ``isInForce(_:key:)``). Call with `lock` held, and release the result after unlocking.
    private func takeScopedProducts(notInForce keys: [ObjectIdentifier]?) -> ReleasedInstances {
        var released = ReleasedInstances()
        // Products an earlier walk took out while a resolve here was reading the map, if no reader is left: else
        // they would stay until this container's next write, which a child that resolves nothing more never makes.
        released.held += boundInstances.reclaim()
        if !boundInstances.isEmpty {
            for key in keys ?? boundInstances.keys {
                guard let found = boundInstances.retained(key) else { continue }
                let product = unsafeDowncast(found, to: ScopedProduct.self)
                guard !isInForce(product.registration, key: key) else { continue }
                released.owned += product.products
                released.held += boundInstances.remove(key)
            }
        }
        for (sharedKey, product) in productsByArguments
        where keys?.contains(sharedKey.service) ?? true && !isInForce(product.registration, key: sharedKey.service) {
            released.owned += product.products
            released.held.append(product)
            productsByArguments[sharedKey] = nil
        }
        return released
    }
}
