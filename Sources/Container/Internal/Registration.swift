/// A binding or mock for one key: a typed factory and the lifetime of what it makes.
///
/// Stored type-erased in a ``TypeMap`` (keyed by the service type) and recovered with an `unsafeDowncast`
/// after comparing ``argumentsType``; the service type is the map key, so that comparison is the only check
/// needed to make the downcast sound.
class AnyRegistration {
    /// The `Arguments` type the factory takes.
    let argumentsType: ObjectIdentifier
    /// The `Arguments` type itself, named only when a message needs it.
    private let argumentsTypeValue: any Any.Type
    /// Printed in messages; computed on demand (naming a type costs microseconds, too much for every bind).
    var argumentsTypeName: String { typeName(argumentsTypeValue) }
    /// How long the factory's product lives.
    let lifetime: BindingLifetime
    /// Whether this is a test override (`mock`) rather than a binding; shown in graphs and messages.
    let isMock: Bool

    init(argumentsType: any Any.Type, lifetime: BindingLifetime, isMock: Bool) {
        self.argumentsType = ObjectIdentifier(argumentsType)
        self.argumentsTypeValue = argumentsType
        self.lifetime = lifetime
        self.isMock = isMock
    }
}

/// A typed factory for `Service` taking `Arguments`.
///
/// `@unchecked Sendable` is not needed: the factory is `@Sendable` and everything else is immutable.
final class Registration<Service, Arguments>: AnyRegistration {
    let factory: @Sendable (any IContainer, Arguments) -> Service

    init(lifetime: BindingLifetime, isMock: Bool, factory: @escaping @Sendable (any IContainer, Arguments) -> Service) {
        self.factory = factory
        super.init(argumentsType: Arguments.self, lifetime: lifetime, isMock: isMock)
    }
}

/// Holds a shared product of a registration (a bound protocol's singleton), which may not be a class.
final class Box<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Holds a weak-shared instance.
final class WeakBox {
    weak var value: AnyObject?
    init(_ value: AnyObject) { self.value = value }
}
