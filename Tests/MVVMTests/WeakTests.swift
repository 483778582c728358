import HarborMVVM
import Testing

@Suite("Weak")
struct WeakTests {
    @Test("holds its object weakly")
    func weakly() {
        var object: Listener? = Listener()
        let box = Weak(object)
        #expect(box.isAlive)
        #expect(box.value === object)
        object = nil
        #expect(!box.isAlive)
        #expect(box.value == nil)
    }

    @Test("equal and hashable by identity, even after the object is gone")
    func identity() {
        var first: Listener? = Listener()
        let second = Listener()
        var set: Set<Weak<Listener>> = [Weak(first), Weak(second)]
        #expect(set.count == 2)
        #expect(Weak(first) == Weak(first))
        #expect(Weak(first) != Weak(second))
        let firstBox = Weak(first)
        first = nil
        #expect(set.contains(firstBox))
        set.remove(firstBox)
        #expect(set == [Weak(second)])
        #expect(Weak<Listener>(nil) == Weak<Listener>(nil))
    }
}
