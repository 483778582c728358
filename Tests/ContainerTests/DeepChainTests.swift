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

/// Runs `body` on a thread with the main thread's 8 MB stack and returns how it ended.
private func onAnEightMegabyteStack(_ body: @escaping @Sendable () -> ResolutionError?) -> ResolutionError? {
    let done = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var failure: ResolutionError?
    let thread = Thread {
        failure = body()
        done.signal()
    }
    thread.stackSize = 8 << 20
    thread.start()
    done.wait()
    return failure
}

/// Resolves a chain of `length` links on an 8 MB stack and returns how it ended.
private func resolveChain(length: Int) -> ResolutionError? {
    let root = Container()
    let containers = (0..<length).map { _ in root.makeChild() }
    return onAnEightMegabyteStack {
        do throws(ResolutionError) {
            _ = try containers[0].resolveOrThrow(Link.self, args: (containers, 0))
            return nil
        } catch {
            return error
        }
    }
}

@Suite("Deep resolutions")
struct DeepChainTests {
    @Test func aChainWithinTheLimitResolves() {
        #expect(resolveChain(length: 450) == nil)
    }

    /// A 5,000-level chain stops at the depth limit, well before the thread's stack would overflow. In a child
    /// process, so that a crash fails this test instead of the run.
    @Test func aChainDeeperThanTheLimitFailsWithAnError() async {
        await #expect(processExitsWith: .success) {
            let error = resolveChain(length: 5_000)
            // The path keeps its 8 outermost and 8 innermost resolves.
            guard error?.kind == .tooDeep(limit: 500), error?.path.count == 17, error?.path[8] == "…" else { exit(1) }
        }
    }
}

/// One level of a chain of nested generic types, `Nested<Nested<…<Bottom>…>>`, built at run time: each level
/// resolves the type it wraps, so the outermost type's name nests as deep as the chain.
private protocol Level: IPerRequest, Sendable where Arguments == Void {}

extension Level {
    /// The type one level up: `Nested<Self>`.
    static var wrapped: any Level.Type { Nested<Self>.self }
}

private final class Bottom: Level {
    init(container: any IContainer, args: Void) {}
}

private final class Nested<Inner: Level>: Level {
    init(container: any IContainer, args: Void) throws(ResolutionError) {
        _ = try container.resolveOrThrow(Inner.self)
    }
}

/// The type `levels` levels above `Bottom`, made one level at a time (no recursion, no generated code).
private func nestedType(levels: Int) -> any Level.Type {
    var type: any Level.Type = Bottom.self
    for _ in 0..<levels { type = type.wrapped }
    return type
}

/// How resolving `type` failed, if it did.
private func resolveFailure<T: Level>(_ type: T.Type, recording: Bool) -> ResolutionError? {
    do throws(ResolutionError) {
        _ = try Container(recordsDependencies: recording).resolveOrThrow(type)
        return nil
    } catch {
        return error
    }
}

/// Resolves `type` on an 8 MB stack and returns how it ended.
private func resolveOnAnEightMegabyteStack(_ type: any Level.Type, recording: Bool = false) -> ResolutionError? {
    onAnEightMegabyteStack { resolveFailure(type, recording: recording) }
}

@Suite("Deep resolutions of nested generic types")
struct DeepGenericChainTests {
    @Test func aChainWithinTheLimitResolves() {
        #expect(resolveOnAnEightMegabyteStack(nestedType(levels: 200)) == nil)
        #expect(resolveOnAnEightMegabyteStack(nestedType(levels: 450)) == nil)
    }

    /// A chain of 5,000 nested generic types: the Swift runtime names a type recursively, taking stack as deep as
    /// its generic arguments nest (about 6 MB for the outermost type here). The error names its types only when it
    /// is read, here once the resolution has returned, and only the path's ends, each cut after 200 characters.
    /// A container that records dependencies names its types only when its graph is read, too. In a child process
    /// with a deadline, so that a crash or a hang fails this test only.
    @Test(arguments: [false, true])
    func aDeepChainFailsWithAnErrorThatNamesAFewTypes(recording: Bool) async {
        await #expect(processExitsWith: .success) { [recording] in
            DispatchQueue.global().asyncAfter(deadline: .now() + 60) { exit(2) }
            let error = resolveOnAnEightMegabyteStack(nestedType(levels: 5_000), recording: recording)
            guard let error, error.kind == .tooDeep(limit: 500) else { exit(1) }
            let path = error.path
            guard path.count == 17, path[8] == "…", path.allSatisfy({ $0.count <= 200 }) else { exit(3) }
            guard path[0].hasPrefix("Nested<Nested<"), path[0].hasSuffix("…"), path[16] == error.typeName else {
                exit(4)
            }
            guard error.description.contains("more than 500 resolves deep"), error.description.count < 4_000 else {
                exit(5)
            }
        }
    }
}
