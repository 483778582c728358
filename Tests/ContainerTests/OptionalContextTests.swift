import HarborContainer
import Testing

private protocol IGreeter: AnyObject {}

private final class Greeter: IGreeter, IPerRequest {
    required init(container: any IContainer, args: Void) {}
}

private final class Named: IPerRequest {
    typealias Arguments = String
    let name: String
    required init(container: any IContainer, args: String) { name = args }
}

/// A screen-like holder with an optional view model, as `IHaveViewModel` has.
private final class Holder {
    var named: Named?
    var greeter: Greeter?
    var anyGreeter: (any IGreeter)?
}

@Suite("Resolving into Optional properties")
struct OptionalContextTests {
    @Test("the article's `vc.viewModel = container.resolve(args:)` resolves the type, not its Optional")
    func resolvableIntoOptional() {
        let container = Container()
        let holder = Holder()
        holder.named = container.resolve(args: "seven")
        holder.greeter = container.resolve()
        #expect(holder.named?.name == "seven")
        #expect(holder.greeter != nil)
    }

    @Test("a bound protocol resolves into an Optional of it")
    func boundServiceIntoOptional() throws {
        let container = Container()
        container.bind((any IGreeter).self) { $0.resolve() as Greeter }
        let holder = Holder()
        holder.anyGreeter = container.resolve()
        #expect(holder.anyGreeter is Greeter)
        let explicit = try container.resolveOrThrow((any IGreeter)?.self, args: ())
        #expect(explicit is Greeter)
    }

    @Test("an Optional of an unbound protocol is still an unbound error, naming the protocol")
    func unboundOptional() {
        let container = Container()
        #expect {
            try container.resolveOrThrow((any IGreeter)?.self, args: ())
        } throws: { error in
            (error as? ResolutionError)?.kind == .unbound && (error as? ResolutionError)?.typeName == "any IGreeter"
        }
    }

    @Test("an explicit Optional of an IResolvable type checks its arguments")
    func explicitOptionalOfResolvable() throws {
        let container = Container()
        let named = try container.resolveOrThrow(Named?.self, args: "x")
        #expect(named?.name == "x")
        #expect(throws: ResolutionError.self) { try container.resolveOrThrow(Named?.self, args: 7) }
    }
}
