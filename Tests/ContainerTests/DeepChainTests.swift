import Foundation
import HarborContainer
import Testing

/// One link of a chain that runs through many containers: each link resolves the next from the next
/// container, so no type repeats in a container (no recursion limit applies) and only the depth grows.
private final class Link: IPerRequest {
    typealias Arguments = (containers: [Container], index: Int)
    init(container: any IContainer, args: (containers: [Container], index: Int)) throws(ResolutionError) {
        let next = args.index + 1
        if next < args.containers.count {
            _ = try args.containers[next].resolveOrThrow(Link.self, args: (args.containers, next))
        }
    }
}

/// Resolves a chain of `length` links on a thread with an 8 MB stack and returns how it ended.
private func resolveChain(length: Int) -> ResolutionError? {
    let root = Container()
    let containers = (0..<length).map { _ in root.makeChild() }
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var failure: ResolutionError?
    let thread = Thread {
        do throws(ResolutionError) {
            _ = try containers[0].resolveOrThrow(Link.self, args: (containers, 0))
        } catch {
            failure = error
        }
        done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    done.wait()
    return failure
}

@Suite("Deep resolutions")
struct DeepChainTests {
    @Test func aChainWithinTheLimitResolves() {
        #expect(resolveChain(length: 900) == nil)
    }

    /// Before: a 5,000-level chain overflowed the thread's stack (SIGSEGV in a debug build). In a child
    /// process, so that a crash fails this test instead of the run.
    @Test func aChainDeeperThanTheLimitFailsWithAnError() async {
        await #expect(processExitsWith: .success) {
            let error = resolveChain(length: 5_000)
            guard error?.kind == .tooDeep(limit: 1_000), error?.path.count == 1_001 else { exit(1) }
        }
    }
}
