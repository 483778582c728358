/// A view's current `bind(with:)` wiring: the type-erased view model it keeps alive and how to undo the wiring.
@MainActor
final class EventBinding {
    /// The bound view model (an ``AnyEventViewModel``).
    let erased: AnyObject
    /// The bound view model itself, for identity checks.
    let model: AnyObject
    private let detachAction: @MainActor () -> Void

    /// `detach` keeps the keys of the binding's two subscriptions, which must live as long as the binding.
    init(erased: AnyObject, model: AnyObject, detach: @escaping @MainActor () -> Void) {
        self.erased = erased
        self.model = model
        self.detachAction = detach
    }

    /// Unsubscribes the view and the view model from each other's outputs.
    func detach() {
        detachAction()
    }
}
