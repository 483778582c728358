#if canImport(ObjectiveC)
    import HarborSupport
    import ObjectiveC

    /// On Apple platforms the side table's state is an associated object of its owner: O(1), and released with the
    /// owner, at once.
    typealias BoxStorage = AssociatedBoxStorage

    /// The side table's storage on Apple platforms: one associated object per owner that is an `NSObject` (every
    /// view and view controller); other owners (HarborTesting's and the terminal demo's screens, plain Swift
    /// classes) keep the portable ``SweepingBoxStorage`` and its release rule, as on Linux.
    @MainActor
    struct AssociatedBoxStorage {
        /// The key of the association (its address is what counts).
        private static let key = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

        /// The state of owners that are not `NSObject`s.
        private var others = SweepingBoxStorage()

        var count: Int { LiveBoxes.count + others.count }

        func existingBox(for owner: AnyObject) -> SideTable.Box? {
            guard owner is NSObject else { return others.existingBox(for: owner) }
            return objc_getAssociatedObject(owner, Self.key) as? SideTable.Box
        }

        mutating func box(for owner: AnyObject) -> SideTable.Box {
            guard owner is NSObject else { return others.box(for: owner) }
            if let box = existingBox(for: owner) { return box }
            let box = SideTable.Box(owner: owner)
            objc_setAssociatedObject(owner, Self.key, box, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            LiveBoxes.increment()
            box.onDeinit = { LiveBoxes.decrement() }
            return box
        }

        /// Associated objects are released with their owner; the other owners' table checks a few entries.
        mutating func step() { others.step() }

        /// Associated objects are released with their owner; the other owners' table releases its dead entries.
        mutating func sweep() { others.sweep() }
    }

    /// The number of live boxes, for ``ViewModelStorage/count``; a box may die on any thread.
    private enum LiveBoxes {
        // `lock` guards `value`.
        private static let lock = Lock()
        nonisolated(unsafe) private static var value = 0

        static var count: Int { lock.withLock { value } }
        static func increment() { lock.withLock { value += 1 } }
        static func decrement() { lock.withLock { value -= 1 } }
    }
#endif
