import Testing

@testable import HarborContainer

private final class First {}
private final class Second {}

/// The list of creations in progress: plain words whose references are retained by hand, so these tests check
/// what an array did for free (growth, removal from the middle, releasing what an entry held).
@Suite("Pending creations")
struct PendingCreationsTests {
    private let first = ObjectIdentifier(First.self)
    private let second = ObjectIdentifier(Second.self)

    /// More entries than the first buffer holds, searched from the newest, and removed out of order (another
    /// thread's creation may end before an older one).
    @Test func growsAndRemovesFromTheMiddle() {
        var pending = PendingCreations()
        defer { pending.deallocate() }
        for thread in 0..<9 {
            pending.append(
                service: thread.isMultiple(of: 2) ? first : second, arguments: nil, thread: UInt(thread),
                type: First.self)
        }
        #expect(pending.count == 9)
        #expect(pending.index(service: first, arguments: nil) == 8)
        #expect(pending.index(service: second, arguments: nil) == 7)
        #expect(pending.remove(at: 3) == nil)
        #expect(pending.count == 8)
        #expect(pending[3].thread == 4)
        #expect(pending[7].thread == 8)
        while !pending.isEmpty { _ = pending.remove(at: pending.count - 1) }
        #expect(pending.index(service: first, arguments: nil) == nil)
    }

    /// Entries for the same service with other arguments are told apart by value, and one without arguments
    /// does not match one with.
    @Test func argumentsAreComparedByValue() {
        var pending = PendingCreations()
        defer { pending.deallocate() }
        pending.append(service: first, arguments: PendingArguments(1), thread: 1, type: First.self)
        pending.append(service: first, arguments: PendingArguments("b"), thread: 2, type: First.self)
        #expect(pending.index(service: first, arguments: PendingArguments(1)) == 0)
        #expect(pending.index(service: first, arguments: PendingArguments("b")) == 1)
        #expect(pending.index(service: first, arguments: PendingArguments(2)) == nil)
        #expect(pending.index(service: first, arguments: nil) == nil)
    }

    /// The arguments an entry holds go with it; the outcome a waiter made is handed to whoever removes the
    /// entry, then goes when they drop it.
    @Test func whatAnEntryHoldsIsReleasedWithIt() {
        var pending = PendingCreations()
        defer { pending.deallocate() }
        weak var arguments: PendingArguments?
        weak var outcome: CreationOutcome?
        do {
            let made = PendingArguments(7)
            arguments = made
            pending.append(service: first, arguments: made, thread: 1, type: First.self)
        }
        #expect(arguments != nil)
        do {
            let waiterOutcome = pending.outcome(at: 0)
            outcome = waiterOutcome
            #expect(pending.outcome(at: 0) === waiterOutcome)
        }
        #expect(outcome != nil)
        do {
            let removed = pending.remove(at: 0)
            #expect(removed === outcome)
            #expect(arguments == nil)
        }
        #expect(outcome == nil)
    }
}
