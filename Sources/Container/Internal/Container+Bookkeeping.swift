import HarborSupport

/// The sizes of everything a container keeps, for tests that check nothing grows with the number of resolves
/// (`@testable import HarborContainer`).
struct Bookkeeping: Equatable {
    var registrations = 0
    var instances = 0
    var boundInstances = 0
    var weakInstances = 0
    var pending = 0
    var waiting = 0
    var recordedNodes = 0
    var recordedEdges = 0
    /// The calling thread's resolution stack: its depth and per-graph instances (both 0 between resolves).
    var stackDepth = 0
    var graphInstances = 0

}

extension Container {
    /// What this container keeps right now, plus the calling thread's resolution stack.
    var bookkeeping: Bookkeeping {
        var sizes = state.withLock { state in
            Bookkeeping(
                registrations: state.registrations.count,
                instances: state.instances.count,
                boundInstances: state.products.services.reduce(0) { $0 + state.products.all(of: $1).count },
                weakInstances: state.weakInstances.count,
                pending: state.creations.count,
                waiting: state.waiting.count
            )
        }
        if let recorder {
            (sizes.recordedNodes, sizes.recordedEdges) = recorder.sizes
        }
        let stack = ResolutionStack.current
        sizes.stackDepth = stack.frames.count
        sizes.graphInstances = stack.graphInstances.count
        return sizes
    }
}

extension Container {
    /// The registration made on this container for `key`, if any (for tests).
    func ownRegistration(_ key: ObjectIdentifier) -> AnyObject? {
        state.withLock { $0.registrations[TypeKey(id: key)] }
    }

    /// How many entries the list of children keeps, gone children not yet pruned included (for tests).
    var childEntries: Int {
        state.withLock { $0.children.count }
    }

    /// Keeps `object` as a self-declared shared instance made now (for tests of the teardown order).
    func keepAsInstance(_ object: AnyObject) {
        state.withLock { state in
            state.instances[TypeKey(id: ObjectIdentifier(object))] = Made(
                object: object, sequence: state.nextSequence())
        }
    }
}
