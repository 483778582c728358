import Dispatch
import Testing

@testable import HarborContainer

private final class Session: IWeakShared, Sendable {
    init(container: any IContainer, args: Void) {}
}

/// Counts its instances alive (each of these types is used by one test only).
private final class Ticket: IWeakShared, Sendable {
    static let alive = Counter()
    init(container: any IContainer, args: Void) { Ticket.alive.increment() }
    deinit { Ticket.alive.decrement() }
}

private final class Pass: IWeakShared, Sendable {
    static let alive = Counter()
    init(container: any IContainer, args: Void) { Pass.alive.increment() }
    deinit { Pass.alive.decrement() }
}

private class Badge: IWeakShared, @unchecked Sendable {
    // `@unchecked Sendable`: no stored state; a non-final class can't be checked.
    required init(container: any IContainer, args: Void) {}
}

private final class BadgeStub: Badge, @unchecked Sendable {}

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

    // Weak-shared instances are read without the container's lock (`existingWeakShared`): the tests below pin
    // what that read must keep true. Run under TSan in CI.

    @Test func manyThreadsShareTheInstanceWhileItIsHeld() {
        let container = Container()
        let grandchild = container.makeChild().makeChild()
        let held: Session = container.resolve()
        let mismatches = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let source = index.isMultiple(of: 2) ? container : grandchild
            for _ in 0..<1_000 where (source.resolve() as Session) !== held {
                mismatches.increment()
            }
        }
        #expect(mismatches.value == 0)
    }

    @Test func threadsResolveWhileInstancesAreReleasedAndMadeAgain() {
        let container = Container()
        let dead = Counter()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<2_000 {
                // Each resolve returns a live instance, shared with whoever holds one now, or a new one.
                let ticket: Ticket = container.resolve()
                if Ticket.alive.value < 1 { dead.increment() }
                withExtendedLifetime(ticket) {}
            }
        }
        #expect(dead.value == 0)
        #expect(Ticket.alive.value == 0)
        // One box for the type, whatever the number of instances made; nothing kept from replaced boxes.
        let _: Ticket = container.resolve()
        #expect(container.bookkeeping.weakInstances == 1)
    }

    @Test func resetWhileThreadsResolve() {
        let container = Container()
        let held: Pass = container.resolve()
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            for _ in 0..<1_000 {
                if index == 0 {
                    container.reset()
                } else {
                    let pass: Pass = container.resolve()
                    withExtendedLifetime(pass) {}
                }
            }
        }
        // A reset forgets the shared instance: the next resolve makes another, although `held` is alive.
        container.reset()
        let after: Pass = container.resolve()
        #expect(after !== held)
        #expect(Pass.alive.value == 2)
    }

    @Test func aMockReplacesAnInstanceAlreadyShared() {
        let container = Container()
        let held: Badge = container.resolve()
        container.mock(Badge.self) { container in BadgeStub(container: container, args: ()) }
        let mocked: Badge = container.resolve()
        #expect(mocked !== held)
        #expect(mocked is BadgeStub)
    }
}
