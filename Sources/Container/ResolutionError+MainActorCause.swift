extension ResolutionError {
    /// What ties a type to the main actor, for a ``ResolutionError/Kind/mainActorRequired`` error: the message
    /// says what to change accordingly.
    public enum MainActorCause: Sendable, Equatable {
        /// The type adopts its lifetime protocol with a main-actor-isolated conformance
        /// (`@MainActor final class OrdersVM: @MainActor IPerRequest`) and generic code resolved it off the main
        /// actor. Harbor cannot tell this at run time (Swift offers no public way to ask a conformance's
        /// isolation) and does not report it; a typed resolve there does not compile.
        case isolatedConformance
        /// The service is bound with `bindOnMainActor`.
        case binding
        /// The type or service is mocked with `mockOnMainActor`.
        case mock
    }
}
