import Testing

@testable import HarborContainer

private protocol IStamp: AnyObject, Sendable {
    var label: String { get }
}

private protocol ISharedStamp: AnyObject, Sendable {
    var label: String { get }
}

private final class Stamp: IStamp, ISharedStamp {
    let label: String
    init(_ label: String) { self.label = label }
}

/// Captured by a factory, so its lifetime is the registration's. Used by one test only.
private final class Marker: Sendable {
    static let alive = Counter()
    let label: String
    init(_ label: String) {
        self.label = label
        Marker.alive.increment()
    }
    deinit { Marker.alive.decrement() }
}

/// A bound service is read without retaining its registration (the map's reader count keeps it alive
/// instead); these pin that a registration replaced while in use stays valid until its reader is done, and is
/// freed after.
@Suite("Bindings read while they are replaced")
struct BorrowedBindingTests {
    @Test func aFactoryThatReplacesItsOwnBindingRunsToCompletion() {
        // A child's binding: a root's per-request binding is published once resolved, and then kept until the
        // root goes (`PublishedBoundRegistrationTests`); a child's is read under the reader count.
        let root = Container()
        let container = root.makeChild()
        do {
            let marker = Marker("first")
            container.bind((any IStamp).self) { [unowned container] _ in
                container.bind((any IStamp).self) { _ in Stamp("second") }
                // The replaced registration, and the closure context holding `marker`, are still alive here.
                return Stamp(marker.label)
            }
        }
        #expect((container.resolve() as any IStamp).label == "first")
        #expect((container.resolve() as any IStamp).label == "second")
        // The first registration was replaced while its factory ran: the next write that finds no reader frees
        // it, and the marker its closure captured with it.
        container.bind((any ISharedStamp).self) { _ in Stamp("other") }
        #expect(Marker.alive.value == 0)
        #expect(container.bookkeeping.retired == 0)
    }

    /// The plain factory is called in place through optional chaining; a `nil` product of an Optional service
    /// must still count as made (it would fall through to the arguments factory, which such a binding lacks).
    @Test func aFactoryOfAnOptionalServiceMayReturnNil() {
        let container = Container()
        container.bind((Int?).self) { _ in nil }
        container.mock((String?).self) { _ in "mocked" }
        #expect((container.resolve() as Int?) == nil)
        #expect((container.resolve() as String?) == "mocked")
    }

    /// Three threads resolve a per-request and a `.singleton` binding (from the root and from a grandchild) while
    /// a fourth replaces both; every resolve returns a live product of one of the bindings (under the thread
    /// sanitizer, a read of a freed registration or a missing order is reported).
    @Test func readersOnOtherThreadsSurviveReplacements() async {
        let container = Container()
        let grandchild = container.makeChild().makeChild()
        container.bind((any IStamp).self) { _ in Stamp("0") }
        container.bind((any ISharedStamp).self, lifetime: .singleton) { _ in Stamp("0") }
        let wrong = Counter()
        await onThreads(4) { index in
            for round in 1...2_000 {
                if index == 0 {
                    container.bind((any IStamp).self) { _ in Stamp("\(round)") }
                    container.bind((any ISharedStamp).self, lifetime: .singleton) { _ in Stamp("\(round)") }
                } else {
                    let from: Container = index == 1 ? grandchild : container
                    let labels = [(from.resolve() as any IStamp).label, (from.resolve() as any ISharedStamp).label]
                    if labels.contains(where: { Int($0) == nil }) { wrong.increment() }
                }
            }
        }
        #expect(wrong.value == 0)
        // No reader is left: the next write frees everything replaced meanwhile.
        container.bind((any IStamp).self) { _ in Stamp("last") }
        #expect(container.bookkeeping.retired == 0)
        #expect((grandchild.resolve() as any IStamp).label == "last")
    }
}
