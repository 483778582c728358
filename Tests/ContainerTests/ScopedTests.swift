import HarborContainer
import Testing

private final class CheckoutSession: IScoped, Sendable {
    init(container: any IContainer, args: Void) {}
}

@Suite("Scoped")
struct ScopedTests {
    @Test func onePerContainer() {
        let root = Container()
        let child = root.makeChild()
        let otherChild = root.makeChild()
        let inChild: CheckoutSession = child.resolve()
        #expect(inChild === child.resolve() as CheckoutSession)
        #expect(inChild !== otherChild.resolve() as CheckoutSession)
        #expect(inChild !== root.resolve() as CheckoutSession)
        #expect((root.resolve() as CheckoutSession) === root.resolve() as CheckoutSession)
    }

    @Test func diesWithItsChild() {
        let root = Container()
        weak var session: CheckoutSession?
        do {
            let child = root.makeChild()
            session = child.resolve() as CheckoutSession
            #expect(session != nil)
        }
        #expect(session == nil)
    }
}
