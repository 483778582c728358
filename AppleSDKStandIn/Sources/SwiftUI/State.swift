// Stand-in for SwiftUI's `DynamicProperty`, `State` and `ObservedObject`. Declarations read from Apple's
// documentation (theAppLaunchers/apple-docs-for-rag):
// - SwiftUI/md/swiftui-dynamicproperty.md: `protocol DynamicProperty`
// - SwiftUI/md/swiftui-dynamicproperty-update().md: `mutating func update()`, default implementation provided
// - SwiftUI/md/swiftui-state.md: `@frozen @propertyWrapper struct State`, `init(wrappedValue:)`,
//   `init(initialValue:)`, conforms to `DynamicProperty` (and `Sendable`, left out; `projectedValue: Binding<Value>`
//   is left out too: the stand-in has no `Binding`)
// - SwiftUI/md/swiftui-state-init(wrappedvalue:).md: `init(wrappedValue value: Value)`
// - SwiftUI/md/swiftui-state-wrappedvalue.md: `var wrappedValue: Value { get nonmutating set }`
// - SwiftUI/md/swiftui-observedobject.md: `@MainActor @propertyWrapper @preconcurrency struct ObservedObject
//   where ObjectType : ObservableObject`, conforms to `DynamicProperty`
// - SwiftUI/md/swiftui-observedobject-init(wrappedvalue:).md: `@MainActor @preconcurrency init(wrappedValue:
//   ObjectType)`
// - SwiftUI/md/swiftui-observedobject-wrappedvalue.md: `@MainActor @preconcurrency var wrappedValue: ObjectType`

// Imported, not re-exported: Apple's SwiftUI imports Combine without `@_exported` (its module interface), so a file
// that imports SwiftUI still imports Combine to name `ObservableObject` or `Published`.
import Combine

/// An interface for a stored variable that updates an external property of a view (stand-in).
public protocol DynamicProperty {
    /// Updates the underlying value of the stored value.
    mutating func update()
}

extension DynamicProperty {
    /// Updates the underlying value of the stored value.
    public mutating func update() {}
}

/// A property wrapper type that can read and write a value managed by SwiftUI (stand-in).
///
/// The stand-in keeps the value in a box made when the property is created; copies of the view share it, as the
/// state SwiftUI keeps for one view identity is shared by every value of that view.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private let box: Box

    /// Creates a state property that stores an initial wrapped value.
    public init(wrappedValue value: Value) {
        box = Box(value)
    }

    /// Creates a state property that stores an initial value.
    public init(initialValue value: Value) {
        box = Box(value)
    }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}

/// A property wrapper type that subscribes to an observable object and invalidates a view whenever the observable
/// object changes (stand-in).
@MainActor @propertyWrapper @preconcurrency
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    /// The underlying value that the observed object references.
    @MainActor @preconcurrency
    public var wrappedValue: ObjectType

    /// Creates an observed object with an initial wrapped value.
    @MainActor @preconcurrency
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }
}
