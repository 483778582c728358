#if !canImport(ObjectiveC)
    /// Without associated objects, the side table sweeps (see ``SweepingBoxStorage``).
    typealias BoxStorage = SweepingBoxStorage
#endif
