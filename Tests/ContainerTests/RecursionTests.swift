import HarborContainer
import HarborTesting
import Testing

/// A tree of view models: each resolves its children with their own arguments. Legitimate recursion.
private final class CommentVM: IPerRequest {
    typealias Arguments = Int
    let replies: [CommentVM]
    init(container: any IContainer, args depth: Int) {
        replies = depth == 0 ? [] : [container.resolve(args: depth - 1), container.resolve(args: depth - 1)]
    }

    var count: Int { 1 + replies.reduce(0) { $0 + $1.count } }
}

/// Resolves itself with the same arguments forever.
private final class Runaway: IPerRequest {
    typealias Arguments = String
    init(container: any IContainer, args: String) { _ = container.resolve(args: args) as Runaway }
}

@Suite("Recursion with arguments")
struct RecursionTests {
    @Test func aTypeMayResolveItselfWithOtherArguments() async {
        let error = await captureResolutionFailure {
            let thread: CommentVM = Container().resolve(args: 10)
            precondition(thread.count == 2047)
        }
        #expect(error == nil)
    }

    @Test func deepRecursionWithArgumentsIsFine() async {
        let error = await captureResolutionFailure { _ = Container().resolve(args: 100) as CommentVMChain }
        #expect(error == nil)
    }

    /// The limit counts the recursion, not what is above it: 100 levels under 80 other resolves are fine.
    @Test func recursionUnderOtherServicesHasTheWholeLimit() async {
        let error = await captureResolutionFailure { _ = Container().resolve(args: (40, 100)) as Nesting }
        #expect(error == nil)
    }

    /// Endless recursion is still stopped, a little deeper, as a cycle: never a stack overflow.
    @Test func endlessRecursionWithArgumentsIsACycle() async {
        let error = await captureResolutionFailure { _ = Container().resolve(args: "again") as Runaway }
        #expect(error?.kind == .cycle)
        #expect(error?.pathDescription == "Runaway → Runaway")
    }
}

/// Resolves `count` nested services of other types, then a `CommentVMChain` of `depth`.
private final class Nesting: IPerRequest {
    typealias Arguments = (count: Int, depth: Int)
    init(container: any IContainer, args: (count: Int, depth: Int)) {
        if args.count == 0 {
            _ = container.resolve(args: args.depth) as CommentVMChain
        } else {
            _ = container.resolve(args: (args.count - 1, args.depth)) as NestingStep
        }
    }
}

/// Another type for each level of ``Nesting`` (a type repeated under another would count as recursion too).
private final class NestingStep: IPerRequest {
    typealias Arguments = (count: Int, depth: Int)
    init(container: any IContainer, args: (count: Int, depth: Int)) {
        _ = container.resolve(args: args) as Nesting
    }
}

/// A chain: each resolves the next with a smaller argument.
private final class CommentVMChain: IPerRequest {
    typealias Arguments = Int
    let next: CommentVMChain?
    init(container: any IContainer, args depth: Int) {
        next = depth == 0 ? nil : container.resolve(args: depth - 1)
    }
}
