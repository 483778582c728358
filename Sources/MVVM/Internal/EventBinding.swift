/// A view's current `bind(with:)` wiring: the type-erased view model it keeps alive and how to undo the wiring.
@MainActor
final class EventBinding {
    /// The bound view model (an ``AnyEventViewModel``).
    let erased: AnyObject
    /// The bound view model itself, for identity checks.
    let model: AnyObject
    /// The keys of the binding's two subscriptions, which must live as long as the binding.
    private let keys: [SubscriptionKey]
    private let detachAction: @MainActor () -> Void

    init(erased: AnyObject, model: AnyObject, keys: [SubscriptionKey], detach: @escaping @MainActor () -> Void) {
        self.erased = erased
        self.model = model
        self.keys = keys
        self.detachAction = detach
    }

    /// Unsubscribes the view and the view model from each other's outputs.
    func detach() {
        detachAction()
    }
}
