import HarborSupport

/// The sizes of everything a container keeps, for tests that check nothing grows with the number of resolves
/// (`@testable import HarborContainer`).
struct Bookkeeping: Equatable, CustomStringConvertible {
    var registrations = 0
    var instances = 0
    var boundInstances = 0
    var retired = 0
    var weakInstances = 0
    var pending = 0
    var waiting = 0
    var recordedNodes = 0
    var recordedEdges = 0
    /// The calling thread's resolution stack: its depth and per-graph instances (both 0 between resolves).
    var stackDepth = 0
    var graphInstances = 0

    var description: String {
        """
        registrations \(registrations), instances \(instances), bound \(boundInstances), retired \(retired), \
        weak \(weakInstances), pending \(pending), waiting \(waiting), recorded \(recordedNodes)/\(recordedEdges), \
        stack \(stackDepth)/\(graphInstances)
        """
    }
}

extension Container {
    /// What this container keeps right now, plus the calling thread's resolution stack.
    var bookkeeping: Bookkeeping {
        var sizes = lock.withLock {
            Bookkeeping(
                registrations: registrations.sizes.count,
                instances: instances.sizes.count,
                boundInstances: boundInstances.sizes.count,
                retired: registrations.sizes.retired + instances.sizes.retired + boundInstances.sizes.retired
                    + (parent == nil ? rootWeakInstances.sizes.retired : 0),
                weakInstances: parent == nil ? rootWeakInstances.sizes.count : 0,
                pending: pending.count,
                waiting: waiting.count
            )
        }
        if let recorder {
            (sizes.recordedNodes, sizes.recordedEdges) = recorder.sizes
        }
        let stack = ResolutionStack.current
        sizes.stackDepth = stack.depth
        sizes.graphInstances = stack.graphInstances.count
        return sizes
    }
}
