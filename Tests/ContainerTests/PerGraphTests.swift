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

    @Test func nothingKeptAfterTheResolve() {
        weak var unit: UnitOfWork?
        do {
            let screen: Screen = container.resolve()
            unit = screen.unit
        }
        #expect(unit == nil)
    }
}
