/// A property whose projected value is an ``Event`` raised with the new value on every set.
///
/// ```swift
/// @MainActor final class OrdersVM {
///     @Observed var orders: [OrderVM] = []
///     @Observed(onlyWhenChanged: true) var title = ""
/// }
///
/// viewModel.$orders.subscribe(self) { this, orders in this.update(with: orders) }
/// ```
///
/// Named `Observed` because the Observation framework (re-exported by SwiftUI) owns `Observable`, and Combine owns
/// `Published`. `@Observed` is a main-actor type: its owner sets it on the main actor, so the event is raised on the
/// main thread, synchronously, before the setter returns.
@MainActor
@propertyWrapper
public struct Observed<Value> {
    private var value: Value
    private let isDuplicate: ((Value, Value) -> Bool)?

    /// The event raised with the new value after each set (after each change, with `onlyWhenChanged`).
    public let projectedValue: Event<Value>

    /// The current value; setting it raises ``projectedValue``.
    public var wrappedValue: Value {
        get { value }
        set {
            let old = value
            value = newValue
            if let isDuplicate, isDuplicate(old, newValue) { return }
            projectedValue.raise(newValue)
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
    /// @Observed(onlyWhenChanged: true) var isLoading = false
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
