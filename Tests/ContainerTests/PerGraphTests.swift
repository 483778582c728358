import HarborContainer
import Testing

private final class UnitOfWork: IPerGraph {
    init(container: any IContainer, args: Void) {}
}

private final class Repository: IPerRequest {
    let unit: UnitOfWork
    init(container: any IContainer, args: Void) { unit = container.resolve() }
}

private final class AuditLog: IPerRequest {
    let unit: UnitOfWork
    init(container: any IContainer, args: Void) { unit = container.resolve() }
}

private final class Screen: IPerRequest {
    let repository: Repository
    let audit: AuditLog
    let unit: UnitOfWork
    init(container: any IContainer, args: Void) {
        repository = container.resolve()
        audit = container.resolve()
        unit = container.resolve()
    }
}

private protocol ITransaction: AnyObject, Sendable {}
private final class Transaction: ITransaction {}

private final class Checkout: IPerRequest {
    let debit: any ITransaction
    let credit: any ITransaction
    init(container: any IContainer, args: Void) {
        debit = container.resolve()
        credit = container.resolve()
    }
}

@Suite("Per-graph")
struct PerGraphTests {
    let container = Container()

    @Test func sharedWithinOneTopLevelResolve() {
        let screen: Screen = container.resolve()
        #expect(screen.repository.unit === screen.audit.unit)
        #expect(screen.unit === screen.audit.unit)
    }

    @Test func freshAcrossTopLevelResolves() {
        let first: Screen = container.resolve()
        let second: Screen = container.resolve()
        #expect(first.unit !== second.unit)
        #expect((container.resolve() as UnitOfWork) !== (container.resolve() as UnitOfWork))
    }

    @Test func aMockOfAPerGraphTypeStaysPerGraph() {
        let child = container.makeChild()
        child.mock(UnitOfWork.self) { container in UnitOfWork(container: container, args: ()) }
        let first: Screen = child.resolve()
        let second: Screen = child.resolve()
        #expect(first.repository.unit === first.audit.unit)
        #expect(first.unit !== second.unit)
    }

    @Test func aPerGraphBinding() {
        container.bind((any ITransaction).self, lifetime: .perGraph) { _ in Transaction() }
        let first: Checkout = container.resolve()
        let second: Checkout = container.resolve()
        #expect(first.debit === first.credit)
        #expect(first.debit !== second.debit)
    }

    @Test func nothingKeptAfterTheResolve() {
        weak var unit: UnitOfWork?
        do {
            let screen: Screen = container.resolve()
            unit = screen.unit
        }
        #expect(unit == nil)
    }
}
