import Foundation
import Testing

@testable import HarborContainer

/// A self-declared type's initializer finds its test's pause bound in the container (a binding of a type that
/// is not `IResolvable` leaves the self-declared resolve on its fast path).
private func pauseBound(in container: any IContainer) {
    (container.resolve() as PauseOnce).pauseTheFirstTime()
}

private final class SlowSingleton: ISingleton, Sendable {
    init(container: any IContainer, args: Void) { pauseBound(in: container) }
}

private final class SlowScoped: IScoped, Sendable {
    init(container: any IContainer, args: Void) { pauseBound(in: container) }
}

private protocol IService: AnyObject, Sendable {}
private final class Service: IService {}

/// An object one thread made, read by another.
private final class Made: @unchecked Sendable {
    // `@unchecked Sendable`: `stored` is guarded by `lock`.
    private let lock = NSLock()
    private var stored: AnyObject?

    var object: AnyObject? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

/// Runs `resolve` on one thread, paused (by `pause`) inside the creation it starts, and `reset` on another
/// while it is paused; returns what the paused resolve made, once it has finished.
private func creation(
    pausedBy pause: PauseOnce,
    resolve: @escaping @Sendable () -> AnyObject,
    reset: @escaping @Sendable () -> Void
) async -> AnyObject? {
    let made = Made()
    await onThreads(2) { index in
        if index == 0 {
            made.object = resolve()
        } else {
            pause.arrived.wait()
            reset()
            pause.resume.open()
        }
    }
    #expect(!pause.timedOut, "the pause timed out: the resolve never reached it, or was never resumed")
    return made.object
}

/// `reset()` means: a resolve that starts after it returns makes a new instance. A creation already under
/// way when it was called finishes and its resolve returns what it made, but the container does not keep it.
/// (Before: the creation stored its instance after the reset, and every later resolve returned it.)
@Suite("Reset while a first creation is under way")
struct ResetDuringCreationTests {
    @Test func aSingletonCreatedDuringAResetIsNotKept() async {
        let container = Container()
        let pause = PauseOnce()
        container.bind(PauseOnce.self) { _ in pause }
        let before = await creation(pausedBy: pause) {
            container.resolve() as SlowSingleton
        } reset: {
            container.reset()
        }
        #expect(before != nil)
        #expect(before !== container.resolve() as SlowSingleton)
    }

    @Test func aScopedInstanceCreatedDuringAResetOfItsTypeIsNotKept() async {
        let container = Container().makeChild()
        let pause = PauseOnce()
        container.bind(PauseOnce.self) { _ in pause }
        let before = await creation(pausedBy: pause) {
            container.resolve() as SlowScoped
        } reset: {
            container.reset(SlowScoped.self)
        }
        #expect(before !== container.resolve() as SlowScoped)
    }

    @Test(arguments: [BindingLifetime.singleton, .scoped])
    func aBindingsProductCreatedDuringAResetIsNotKept(lifetime: BindingLifetime) async {
        let container = Container()
        let pause = PauseOnce()
        container.bind((any IService).self, lifetime: lifetime) { _ in
            pause.pauseTheFirstTime()
            return Service()
        }
        let before = await creation(pausedBy: pause) {
            container.resolve() as any IService
        } reset: {
            container.reset()
        }
        #expect(before !== container.resolve() as any IService)
    }

    @Test(arguments: [BindingLifetime.singleton, .scoped])
    func aProductPerArgumentCreatedDuringAResetIsNotKept(lifetime: BindingLifetime) async {
        let container = Container()
        let pause = PauseOnce()
        container.bind((any IService).self, lifetime: lifetime) { (_, _: Int) in
            pause.pauseTheFirstTime()
            return Service()
        }
        let before = await creation(pausedBy: pause) {
            container.resolve(args: 1) as any IService
        } reset: {
            container.reset()
        }
        #expect(before !== container.resolve(args: 1) as any IService)
    }

    /// A resolve that starts after the reset, while the creation is still under way, waits for it (so that
    /// two creations never run at once) and then makes its own.
    @Test func aResolveThatStartsAfterTheResetMakesItsOwn() async {
        let container = Container()
        let pause = PauseOnce()
        container.bind(PauseOnce.self) { _ in pause }
        let made = Made()
        let after = Made()
        let failures = Failures()
        await onThreads(3) { index in
            switch index {
            case 0:
                made.object = container.resolve() as SlowSingleton
            case 1:
                pause.arrived.wait()
                container.reset()
                after.object = container.resolve() as SlowSingleton
            default:
                // Lets the creation finish once the resolve after the reset waits for it (a creation that never
                // paused fails the test through `pause.timedOut`; spinning for it would hang the run).
                if pause.arrived.wait(),
                    !spin(until: { container.bookkeeping.waiting > 0 }, pausing: { sched_yield() })
                {
                    failures.record("timed out waiting for the resolve after the reset to wait for the creation")
                }
                pause.resume.open()
            }
        }
        #expect(!pause.timedOut, "the pause timed out: the resolve never reached it, or was never resumed")
        #expect(failures.first.isEmpty)
        #expect(made.object != nil && after.object != nil)
        #expect(made.object !== after.object)
        #expect(after.object === container.resolve() as SlowSingleton)
    }
}
