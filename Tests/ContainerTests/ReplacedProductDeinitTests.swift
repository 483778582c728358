import Foundation
import Testing

@testable import HarborContainer

private protocol IWidget: AnyObject, Sendable {}

private final class PlainWidget: IWidget {}

/// Runs `onDeinit` in its `deinit`.
private final class WidgetWithDeinit: IWidget {
    let onDeinit: @Sendable () -> Void
    init(onDeinit: @escaping @Sendable () -> Void) { self.onDeinit = onDeinit }
    deinit { onDeinit() }
}

/// Whether `container`'s lock is free: another thread takes it (reading the container's bookkeeping) while
/// this one waits. The timeout only keeps a held lock from hanging the run; it is a failure, never expected.
private func lockIsFree(in container: Container) -> Bool {
    let done = Gate()
    let thread = Thread {
        _ = container.bookkeeping
        done.open()
    }
    thread.start()
    return done.wait(timeout: 5)
}

/// A product's `deinit` may use its container (resolve, reset), so the container releases what it replaces
/// only after releasing its lock.
@Suite("Replaced products are released with the container's lock free")
struct ReplacedProductDeinitTests {
    /// A child's product of a `.scoped` binding with arguments, replaced there by the product of the binding
    /// an ancestor bound since: the old product (its last reference was the child's) goes after the lock.
    @Test func aScopedProductPerArgumentReplacedInAChild() {
        let root = Container()
        let child = root.makeChild()
        let lockWasFree = Counter()
        root.bind((any IWidget).self, lifetime: .scoped) { (_, _: Int) in
            WidgetWithDeinit { if lockIsFree(in: child) { lockWasFree.increment() } }
        }
        _ = child.resolve(args: 1) as any IWidget
        root.bind((any IWidget).self, lifetime: .scoped) { (_, _: Int) in PlainWidget() }
        _ = child.resolve(args: 1) as any IWidget
        #expect(lockWasFree.value == 1)
    }

    /// A reset releases the replaced registration that a child's product per argument value kept (with what
    /// its factory captured) after the lock too.
    @Test func aRegistrationKeptByAScopedProductPerArgumentAtAReset() {
        let root = Container()
        let child = root.makeChild()
        let lockWasFree = Counter()
        do {
            let captured = WidgetWithDeinit { if lockIsFree(in: child) { lockWasFree.increment() } }
            root.bind((any IWidget).self, lifetime: .scoped) { (_, _: Int) in
                withExtendedLifetime(captured) { PlainWidget() }
            }
        }
        _ = child.resolve(args: 1) as any IWidget
        root.bind((any IWidget).self, lifetime: .scoped) { (_, _: Int) in PlainWidget() }
        child.reset()
        #expect(lockWasFree.value == 1)
    }
}
