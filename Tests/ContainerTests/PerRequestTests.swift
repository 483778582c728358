import HarborContainer
import Testing

private final class Plain: IPerRequest {
    init(container: any IContainer, args: Void) {}
}

private final class WithStruct: IPerRequest {
    typealias Arguments = Order
    let order: Order
    init(container: any IContainer, args: Order) { order = args }
}

private final class WithTuple: IPerRequest {
    typealias Arguments = (id: Int, title: String)
    let id: Int
    let title: String
    init(container: any IContainer, args: (id: Int, title: String)) {
        id = args.id
        title = args.title
    }
}

private final class WithModel: IPerRequest {
    typealias Arguments = Customer
    let customer: Customer
    init(container: any IContainer, args: Customer) { customer = args }
}

@Suite("Per-request")
struct PerRequestTests {
    let container = Container()

    @Test func eachResolveIsANewInstance() {
        let first: Plain = container.resolve()
        let second: Plain = container.resolve()
        #expect(first !== second)
    }

    @Test func structArguments() {
        let details: WithStruct = container.resolve(args: Order(id: 7, name: "Seven"))
        let other: WithStruct = container.resolve(args: Order(id: 8, name: "Eight"))
        #expect(details.order == Order(id: 7, name: "Seven"))
        #expect(other.order.id == 8)
        #expect(details !== other)
    }

    @Test func tupleArguments() {
        let value: WithTuple = container.resolve(args: (id: 3, title: "Three"))
        #expect(value.id == 3)
        #expect(value.title == "Three")
    }

    @Test func modelClassArguments() {
        let customer = Customer(name: "Ada")
        let value = container.resolve(WithModel.self, args: customer)
        #expect(value.customer === customer)
    }

    @Test func throwingResolveGivesTheSame() throws {
        let value = try container.resolveOrThrow(WithStruct.self, args: Order(id: 1, name: "One"))
        #expect(value.order.id == 1)
    }
}
