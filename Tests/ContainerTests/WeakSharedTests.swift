import HarborContainer
import Testing

private final class Session: IWeakShared, Sendable {
    init(container: any IContainer, args: Void) {}
}

/// Used by one test only, so its count is that test's.
private final class Token: IWeakShared, Sendable {
    static let inits = Counter()
    init(container: any IContainer, args: Void) { Token.inits.increment() }
}

@Suite("Weak-shared")
struct WeakSharedTests {
    @Test func sharedWhileHeld() {
        let container = Container()
        let first: Session = container.resolve()
        let second: Session = container.resolve()
        #expect(first === second)
    }

    @Test func newAfterRelease() {
        let container = Container()
        weak var released: Token?
        do {
            let first: Token = container.resolve()
            released = first
            #expect(Token.inits.value == 1)
        }
        #expect(released == nil)
        let second: Token = container.resolve()
        let third: Token = container.resolve()
        #expect(second === third)
        #expect(Token.inits.value == 2)
    }

    @Test func sharedWithChildren() {
        let container = Container()
        let child = container.makeChild()
        let fromRoot: Session = container.resolve()
        let fromChild: Session = child.resolve()
        #expect(fromRoot === fromChild)
    }
}
