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

    /// Makes the product.
    func make(_ container: any IContainer, _ args: Arguments) throws(ResolutionError) -> Service {
        do {
            return try factory(container, args)
        } catch let error as ResolutionError {
            throw error
        } catch {
            preconditionFailure("A Harbor factory threw \(error), which is not a ResolutionError")
        }
    }
}

/// Holds a product of a registration (a bound protocol's shared or per-graph value), which may not be a
/// class; also how per-graph instances are kept, so that one checked cast reads them all.
final class Box<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}
