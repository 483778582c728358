// Stand-in for SwiftUI's environment. Declarations read from Apple's documentation
// (theAppLaunchers/apple-docs-for-rag):
// - SwiftUI/md/swiftui-environmentkey.md: `protocol EnvironmentKey`, `associatedtype Value`
// - SwiftUI/md/swiftui-environmentkey-defaultvalue.md: `static var defaultValue: Self.Value { get }`
// - SwiftUI/md/swiftui-environmentvalues.md: `struct EnvironmentValues`, `init()`
// - SwiftUI's `EnvironmentValues` subscript page (found by its source line):
//   `subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }`
// - SwiftUI/md/swiftui-environment.md: `@frozen @propertyWrapper struct Environment`, conforms to `DynamicProperty`
//   (and `Sendable`, which the stand-in leaves out)
// - SwiftUI/md/swiftui-environment-init(_:).md: `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`
// - SwiftUI/md/swiftui-environment-wrappedvalue.md: `var wrappedValue: Value { get }`; the stand-in reads it on
//   the main actor (where it evaluates bodies), a stricter isolation than Apple declares
// - SwiftUI/md/swiftui-view-environment(_:_:).md: `nonisolated func environment<V>(_ keyPath:
//   WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View`, iOS 13.0+

/// A key for accessing values in the environment (stand-in).
public protocol EnvironmentKey {
    /// The associated type representing the type of the environment key's value.
    associatedtype Value

    /// The default value for the environment key.
    static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy (stand-in).
public struct EnvironmentValues {
    private var values: [ObjectIdentifier: Any] = [:]

    /// Creates an environment values instance.
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// A property wrapper that reads a value from a view's environment (stand-in).
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>

    /// Creates an environment property to read the specified key path.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The current value of the environment property: in the stand-in, the environment of the body that
    /// `StandInRenderer` is evaluating.
    @MainActor
    public var wrappedValue: Value {
        StandInRenderer.environment[keyPath: keyPath]
    }
}

extension View {
    /// Sets the environment value of the specified key path to the given value.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _StandInEnvironmentWriter(content: self, keyPath: keyPath, value: value)
    }
}

/// Stand-in plumbing (not Apple's API): the view `environment(_:_:)` returns.
public struct _StandInEnvironmentWriter<Content: View, V> {
    let content: Content
    let keyPath: WritableKeyPath<EnvironmentValues, V>
    let value: V
}

// Conformance in an extension: not main-actor isolated, so `environment(_:_:)` makes it from any context.
extension _StandInEnvironmentWriter: View {
    /// A primitive view for `StandInRenderer`.
    public var body: Never {
        fatalError("rendered by StandInRenderer")
    }
}
