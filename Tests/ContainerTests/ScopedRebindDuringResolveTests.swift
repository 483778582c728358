import Foundation
import Testing

@testable import HarborContainer

private protocol ILabel: AnyObject, Sendable {
    var generation: Int { get }
}

private final class Label: ILabel {
    let generation: Int
    init(generation: Int) { self.generation = generation }
}

@Suite("A scoped binding replaced while a resolve is under way")
struct ScopedRebindDuringResolveTests {
    /// A resolve finds a `.scoped` binding on the root, then the root binds again before the resolve makes a
    /// product in the child: the resolve gets the new binding's product, the one every later resolve in the
    /// child gets. (The `bind` itself finishes only after the resolve, whose lock on the child it needs to
    /// release the child's products of the old binding.) (It used to make and store a product of the replaced binding after the `bind` had
    /// returned; with another thread storing the new binding's product first, the stale one took its place
    /// and the child made the new binding's product twice: FastPathStressTests.)
    @Test func theResolveMakesTheNewBindingsProduct() async {
        let root = Container()
        let child = root.makeChild()
        root.bind((any ILabel).self, lifetime: .scoped) { (_, _: PausingKey) in Label(generation: 0) }
        let pause = PauseOnce()
        let key = PausingKey(value: 1, pause: pause)
        // A product for another value, so that looking `key` up in the child hashes it (an empty dictionary
        // hashes nothing): the resolve pauses before it decides to make a product.
        _ = child.resolve(args: PausingKey(value: 2)) as any ILabel
        let found = IDs()
        let generations = Counter()
        let service = ObjectIdentifier((any ILabel).self)
        let old = root.ownRegistration(service).map(ObjectIdentifier.init)
        let failures = Failures()
        await onThreads(3) { [unowned root, unowned child] index in
            switch index {
            case 0:
                let label: any ILabel = child.resolve(args: key)
                found.insert(ObjectIdentifier(label))
                if label.generation == 1 { generations.increment() }
                withExtendedLifetime(label) {}
            case 1:
                pause.arrived.wait()
                // Publishes the new binding, then waits for the child's lock (the paused resolve holds it) to
                // release the child's products of the old one.
                root.bind((any ILabel).self, lifetime: .scoped) { (_, _: PausingKey) in Label(generation: 1) }
            default:
                pause.arrived.wait()
                // The resolve goes on once the new binding is in force.
                let rebound = spin(
                    until: { root.ownRegistration(service).map(ObjectIdentifier.init) != old },
                    pausing: { usleep(100) })
                if !rebound { failures.record("timed out waiting for the new binding to be in force") }
                pause.resume.open()
            }
        }
        #expect(!pause.timedOut, "the pause timed out: the resolve never reached it, or was never resumed")
        #expect(failures.first.isEmpty)
        #expect(generations.value == 1)
        let again: any ILabel = child.resolve(args: key)
        found.insert(ObjectIdentifier(again))
        #expect(found.count == 1)
    }
}
