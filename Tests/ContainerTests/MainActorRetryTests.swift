import Foundation
import Testing

@testable import HarborContainer

@MainActor
private final class MainDetailsVM: @MainActor IPerRequest {
    typealias Arguments = PausingKey
    let isMock: Bool
    init(container: any IContainer, args: PausingKey) { isMock = false }
    init(mock: Void) { isMock = true }
}

/// Generic code that resolves whatever it is asked for (the container's untyped path).
private func resolveAny<Service>(_ container: Container, args: PausingKey) throws(ResolutionError) -> Service {
    try container.resolveOrThrow(Service.self, args: args)
}

/// A resolve that found a `.scoped` mock which is removed before it makes a product resolves again. For a
/// main-actor type (an isolated conformance), that second resolve must not lose the conformance: the typed
/// resolve starts again as itself (it used to go through the untyped path, which finds a conformance with a
/// run-time cast; that cast succeeds on the main actor, so this was never seen to fail), and the untyped
/// path, run on the main actor, finds it too.
@Suite("A main-actor type whose scoped mock is removed while a resolve is under way")
@MainActor
struct MainActorRetryTests {
    /// Resolves `MainDetailsVM` from a child with `resolve`, pausing it after it found the root's `.scoped`
    /// mock (inside the child's lookup of its products per argument value, which hashes the arguments),
    /// while another thread removes the mock; returns what the resolve made.
    private func resolveWhileTheMockIsRemoved(
        _ resolve: (Container, PausingKey) throws(ResolutionError) -> MainDetailsVM
    ) throws(ResolutionError) -> MainDetailsVM {
        let root = Container()
        let child = root.makeChild()
        root.mockOnMainActor(MainDetailsVM.self, lifetime: .scoped) { (_, _: PausingKey) in MainDetailsVM(mock: ()) }
        // A product for another value, so that the child's lookup hashes the arguments (an empty dictionary
        // hashes nothing).
        _ = child.resolve(args: PausingKey(value: 2)) as MainDetailsVM
        let pause = PauseOnce()
        let finished = Barrier(count: 2)
        let failures = Failures()
        Thread {
            pause.arrived.wait()
            // Removes the mock, then waits for the child's lock (the paused resolve holds it) to release the
            // child's products of the mock.
            root.removeMock(MainDetailsVM.self)
            finished.arrive()
        }.start()
        let key = ObjectIdentifier(MainDetailsVM.self)
        Thread {
            pause.arrived.wait()
            // The resolve goes on once the mock is gone from the root.
            if !spin(until: { root.ownRegistration(key) == nil }, pausing: { usleep(100) }) {
                failures.record("timed out waiting for the mock to be gone from the root")
            }
            pause.resume.open()
            finished.arrive()
        }.start()
        // Once both threads are done (the removal waits for the resolve), whichever way the resolve ends.
        defer {
            #expect(finished.gate.wait(), "the mock's removal never finished")
            #expect(!pause.timedOut, "the pause timed out: the resolve never reached it, or was never resumed")
            #expect(failures.first.isEmpty)
        }
        return try resolve(child, PausingKey(value: 1, pause: pause))
    }

    @Test func theTypedResolveBuildsTheTypeItself() throws {
        let viewModel = try resolveWhileTheMockIsRemoved { (container, key) throws(ResolutionError) in
            try container.resolveOrThrow(MainDetailsVM.self, args: key)
        }
        #expect(!viewModel.isMock)
    }

    @Test func theUntypedResolveBuildsTheTypeItself() throws {
        let viewModel = try resolveWhileTheMockIsRemoved { (container, key) throws(ResolutionError) in
            try resolveAny(container, args: key)
        }
        #expect(!viewModel.isMock)
    }
}
