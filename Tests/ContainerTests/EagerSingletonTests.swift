import HarborContainer
import Testing

private final class Analytics: ISingleton, Sendable {
    static let inits = Counter()
    init(container: any IContainer, args: Void) { Analytics.inits.increment() }
}

private final class CrashReporter: ISingleton, Sendable {
    static let inits = Counter()
    init(container: any IContainer, args: Void) { CrashReporter.inits.increment() }
}

@Suite("Eager singletons")
struct EagerSingletonTests {
    @Test func createdAtLaunchAndOnlyOnce() {
        let container = Container()
        #expect(Analytics.inits.value == 0)
        container.createEagerly(Analytics.self, CrashReporter.self)
        #expect(Analytics.inits.value == 1)
        #expect(CrashReporter.inits.value == 1)
        _ = container.resolve() as Analytics
        _ = container.resolve() as CrashReporter
        #expect(Analytics.inits.value == 1)
        #expect(CrashReporter.inits.value == 1)
    }
}
