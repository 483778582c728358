// Stand-in for Combine's `Published`. Declarations read from Apple's documentation
// (theAppLaunchers/apple-docs-for-rag):
// - Combine/md/combine-published.md: `@propertyWrapper struct Published<Value>`, `init(initialValue: Value)`,
//   `init(wrappedValue: Value)`, `var projectedValue: Published<Value>.Publisher`, `struct Publisher`; "publishing
//   occurs in the property's willSet block"; "The @Published attribute is class constrained" (a new subscriber first
//   receives the current value, as the page's example shows)
// Combine implements the class constraint with the enclosing-instance subscript that Swift calls for a property
// wrapper in a class, `static subscript<EnclosingSelf>(_enclosingInstance:wrapped:storage:) -> Value where
// EnclosingSelf : AnyObject`, which is also how a change reaches the default `objectWillChange` (ObservableObject.swift).

/// A type that publishes a property marked with an attribute (stand-in).
@propertyWrapper
public struct Published<Value> {
    /// What the property reads: updated after the subscribers got the new value (`willSet`).
    private var stored: Value
    /// What subscribers get: the current value on subscription, then each new value.
    private let subject: CurrentValueSubject<Value, Never>

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) {
        stored = wrappedValue
        subject = CurrentValueSubject(wrappedValue)
    }

    /// Creates the published instance with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// `@Published` is only available on properties of classes.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The property for which this instance exposes a publisher.
    public var projectedValue: Published<Value>.Publisher {
        Publisher(subject: subject)
    }

    /// Reads and writes the property of a class: a write sends `objectWillChange` (if the class has the default one),
    /// then the new value to the property's subscribers, then stores it.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].stored }
        set {
            ObservableObjectPublisher.existing(for: object)?.send()
            object[keyPath: storageKeyPath].subject.send(newValue)
            object[keyPath: storageKeyPath].stored = newValue
        }
    }

    /// A publisher for properties marked with the `@Published` attribute (stand-in).
    public struct Publisher: Combine.Publisher {
        /// The kind of values published by this publisher.
        public typealias Output = Value
        /// The kind of errors this publisher might publish.
        public typealias Failure = Never

        fileprivate let subject: CurrentValueSubject<Value, Never>

        /// Attaches the specified subscriber to this publisher.
        public func receive<S>(subscriber: S) where S: Subscriber, Failure == S.Failure, Output == S.Input {
            subject.receive(subscriber: subscriber)
        }
    }
}
