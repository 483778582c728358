import HarborContainer
import Testing

private final class Leaf: ISingleton, Sendable {
    static let inits = Counter()
    init(container: any IContainer, args: Void) {
        Leaf.inits.increment()
        _ = busyWork(20_000)
    }
}

private final class Middle: ISingleton, Sendable {
    static let inits = Counter()
    let leaf: Leaf
    init(container: any IContainer, args: Void) {
        Middle.inits.increment()
        leaf = container.resolve()
    }
}

private final class Top: ISingleton, Sendable {
    static let inits = Counter()
    let middle: Middle
    let leaf: Leaf
    init(container: any IContainer, args: Void) {
        Top.inits.increment()
        middle = container.resolve()
        leaf = container.resolve()
    }
}

@Suite("Singletons resolving singletons")
struct NestedSingletonInitTests {
    /// Threads ask for the top, the middle and the leaf in every order at once: no deadlock, one of each.
    @Test func manyThreadsNoDeadlock() async {
        let container = Container()
        let tops = IDs()
        let leaves = IDs()
        await onThreadsTogether(32) { index in
            switch index % 3 {
            case 0:
                let top: Top = container.resolve()
                tops.insert(ObjectIdentifier(top))
                leaves.insert(ObjectIdentifier(top.middle.leaf))
            case 1:
                leaves.insert(ObjectIdentifier((container.resolve() as Middle).leaf))
            default:
                leaves.insert(ObjectIdentifier(container.resolve() as Leaf))
            }
        }
        #expect(tops.count == 1)
        #expect(leaves.count == 1)
        #expect(Top.inits.value == 1)
        #expect(Middle.inits.value == 1)
        #expect(Leaf.inits.value == 1)
    }
}
