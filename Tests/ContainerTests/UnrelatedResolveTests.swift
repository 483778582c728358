import HarborContainer
import Testing

/// Its initializer holds until another thread has resolved unrelated types from the same container.
private final class SlowSingleton: ISingleton, Sendable {
    static let started = Gate()
    static let othersDone = Gate()
    init(container: any IContainer, args: Void) {
        SlowSingleton.started.open()
        SlowSingleton.othersDone.wait()
    }
}

private final class Unrelated: ISingleton, Sendable {
    init(container: any IContainer, args: Void) {}
}

private final class UnrelatedScoped: IScoped, Sendable {
    init(container: any IContainer, args: Void) {}
}

private final class UnrelatedWeak: IWeakShared, Sendable {
    init(container: any IContainer, args: Void) {}
}

@Suite("Unrelated resolves")
struct UnrelatedResolveTests {
    /// While one singleton's initializer runs (blocked until the others are done), other threads create and
    /// resolve unrelated singletons, scoped and weak-shared instances and bound services. If a container lock
    /// were held across the slow initializer, they would wait for it and it for them: a deadlock, caught by
    /// the gate's guard timeout.
    @Test func notBlockedBySlowSingletonInit() async {
        let container = Container()
        container.bind((any IOrdersProvider).self, lifetime: .singleton) { _ in StubOrdersProvider() }
        let child = container.makeChild()
        await onThreads(2) { index in
            if index == 0 {
                _ = container.resolve() as SlowSingleton
            } else {
                let started = SlowSingleton.started.wait()
                _ = container.resolve() as Unrelated
                _ = child.resolve() as UnrelatedScoped
                _ = container.resolve() as UnrelatedWeak
                _ = container.resolve() as any IOrdersProvider
                _ = child.resolve() as OrdersListVM
                if started { SlowSingleton.othersDone.open() }
            }
        }
        #expect(!SlowSingleton.started.timedOut, "the slow init never started")
        #expect(!SlowSingleton.othersDone.timedOut, "the slow init timed out waiting for unrelated resolves")
    }
}
