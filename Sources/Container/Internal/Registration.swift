/// A binding or mock for one service: a typed factory and the lifetime of what it makes. Kept by the
/// container it was made on, by service type, and recovered with a checked cast to its ``Registration``.
class AnyRegistration {
    /// The `Arguments` type the factory takes.
    let argumentsType: any Any.Type
    /// How long the factory's product lives.
    let lifetime: BindingLifetime
    /// Whether this is a test override (`mock`) rather than a binding; shown in graphs and messages.
    let isMock: Bool

    init(argumentsType: any Any.Type, lifetime: BindingLifetime, isMock: Bool) {
        self.argumentsType = argumentsType
        self.lifetime = lifetime
        self.isMock = isMock
    }

    /// The `Arguments` type as messages print it.
    var argumentsTypeName: String { typeName(argumentsType) }

    /// Makes the product, for a caller that checked `S` and `A` are the registration's own `Service` and
    /// `Arguments` (a method of the registration, which knows its types, rather than a cast to it).
    func make<S, A>(_ container: any IContainer, _ args: A, as type: S.Type) throws(ResolutionError) -> S {
        preconditionFailure("Registration overrides make")
    }

    /// `product` in a box, as shared products are kept.
    func box<S>(_ product: S) -> AnyBox {
        preconditionFailure("Registration overrides box")
    }
}

/// A typed factory for `Service` taking `Arguments`.
final class Registration<Service, Arguments>: AnyRegistration {
    /// Makes the product; throws only a ``ResolutionError`` it can name (a main-actor factory called off the
    /// main actor). A plain `throws` closure: a typed-throws function type stored in a generic class needs a
    /// newer runtime than Harbor supports.
    private let factory: @Sendable (any IContainer, Arguments) throws -> Service

    init(
        lifetime: BindingLifetime,
        isMock: Bool,
        factory: @escaping @Sendable (any IContainer, Arguments) throws -> Service
    ) {
        self.factory = factory
        super.init(argumentsType: Arguments.self, lifetime: lifetime, isMock: isMock)
    }

    override func make<S, A>(_ container: any IContainer, _ args: A, as type: S.Type) throws(ResolutionError) -> S {
        // The same types, so both casts are a copy.
        do {
            return try factory(container, args as! Arguments) as! S
        } catch let error as ResolutionError {
            throw error
        } catch {
            preconditionFailure("A Harbor factory threw \(error), which is not a ResolutionError")
        }
    }

    override func box<S>(_ product: S) -> AnyBox {
        Box(product as! Service)
    }
}

/// Holds a product of a registration (a bound protocol's shared or per-graph value), which may not be a
/// class; also how per-graph instances are kept. Read through ``value(as:)``: a cast to the non-generic
/// `AnyBox` and a method of the box, which knows its type.
class AnyBox {
    func value<S>(as type: S.Type) -> S {
        preconditionFailure("Box overrides value(as:)")
    }
}

/// A product of type `Value`.
final class Box<Value>: AnyBox {
    let value: Value
    init(_ value: Value) { self.value = value }

    override func value<S>(as type: S.Type) -> S {
        value as! S
    }
}
