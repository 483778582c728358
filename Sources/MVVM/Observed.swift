/// A property of a class whose projected value is an ``Event`` raised with the new value on every set.
///
/// ```swift
/// @MainActor final class OrdersVM {
///     @Observed var orders: [String] = []
///     @Observed(onlyWhenChanged: true) var title = ""
/// }
///
/// @MainActor final class OrdersScreen {
///     var rows: [String] = []
///     func attach(to viewModel: OrdersVM) {
///         viewModel.$orders.subscribe(self) { this, orders in this.rows = orders }
///     }
/// }
/// ```
///
/// Named `Observed` because the Observation framework (re-exported by SwiftUI) owns `Observable`, and Combine owns
/// `Published`. `@Observed` is main-actor and for properties of classes: the owner sets it on the main actor, the
/// value is stored, and only then is the event raised, synchronously, before the setter returns. So a handler may
/// read the property, set it again or subscribe to it; a set made by a handler is delivered after the current
/// delivery (first in, first out), so every subscriber ends on the latest value.
///
/// Inside an `@Observable` class, write `@ObservationIgnored @Observed var orders = …`: the Observable macro and a
/// property wrapper both want the `_orders` storage, and the property is then observed through its event.
@MainActor
@propertyWrapper
public struct Observed<Value> {
    private var value: Value
    private let isDuplicate: ((Value, Value) -> Bool)?

    /// The event raised with the new value after each set (after each change, with `onlyWhenChanged`).
    public let projectedValue: Event<Value>

    /// Unavailable: `@Observed` is for properties of classes (the value is stored before the event is raised,
    /// which a struct's mutating setter cannot do).
    @available(*, unavailable, message: "@Observed is for properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Observed is for properties of classes") }
        // swift-format-ignore: UnusedSetterValue
        set { fatalError("@Observed is for properties of classes") }
    }

    /// The property of `owner`: reading returns the value; setting stores it, ends the access to the owner's
    /// storage, then raises ``projectedValue``.
    ///
    /// - Parameters:
    ///   - owner: The object that has the property.
    ///   - wrapped: The property.
    ///   - storage: The property's storage.
    public static subscript<Owner: AnyObject>(
        _enclosingInstance owner: Owner,
        wrapped wrapped: ReferenceWritableKeyPath<Owner, Value>,
        storage storage: ReferenceWritableKeyPath<Owner, Observed<Value>>
    ) -> Value {
        get { owner[keyPath: storage].value }
        set {
            let (isDuplicate, event) = (owner[keyPath: storage].isDuplicate, owner[keyPath: storage].projectedValue)
            if let isDuplicate, isDuplicate(owner[keyPath: storage].value, newValue) {
                owner[keyPath: storage].value = newValue
                return
            }
            owner[keyPath: storage].value = newValue
            event.raise(newValue)
        }
    }

    /// Creates a property that raises its event on every set, even when the value does not change.
    ///
    /// - Parameter wrappedValue: The initial value (not raised).
    public init(wrappedValue: Value) {
        self.value = wrappedValue
        self.isDuplicate = nil
        self.projectedValue = Event()
    }

    /// Creates a property that, with `onlyWhenChanged`, raises its event only when a set changes the value.
    ///
    /// ```swift
    /// @MainActor final class SpinnerVM {
    ///     @Observed(onlyWhenChanged: true) var isLoading = false
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - wrappedValue: The initial value (not raised).
    ///   - onlyWhenChanged: `true` to skip sets of a value equal (`==`) to the current one.
    public init(wrappedValue: Value, onlyWhenChanged: Bool) where Value: Equatable {
        self.value = wrappedValue
        self.isDuplicate = onlyWhenChanged ? { $0 == $1 } : nil
        self.projectedValue = Event()
    }
}
