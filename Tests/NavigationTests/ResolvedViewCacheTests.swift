import Testing

@testable import HarborNavigation

/// The rule SwiftUI's `ResolvedView` follows between body runs (its SwiftUI half only forwards to this cache).
@MainActor
@Suite("ResolvedView's cache")
struct ResolvedViewCacheTests {
    @Test("the view is built once while the arguments stay the same")
    func sameArguments() {
        let cache = ResolvedViewCache<String, Int>()
        var built: [Int] = []
        let make = { (args: Int) -> String in
            built.append(args)
            return "view \(args)"
        }
        #expect(cache.view(args: 1, sameArguments: ==, make: make) == "view 1")
        #expect(cache.view(args: 1, sameArguments: ==, make: make) == "view 1")
        #expect(built == [1])
    }

    @Test("Equatable arguments that changed build the view again, with the new arguments")
    func changedArguments() {
        let cache = ResolvedViewCache<String, Int>()
        var built: [Int] = []
        let make = { (args: Int) -> String in
            built.append(args)
            return "view \(args)"
        }
        _ = cache.view(args: 1, sameArguments: ==, make: make)
        #expect(cache.view(args: 2, sameArguments: ==, make: make) == "view 2")
        #expect(cache.view(args: 2, sameArguments: ==, make: make) == "view 2")
        #expect(built == [1, 2])
    }

    @Test("arguments that cannot be compared are read once")
    func argumentsReadOnce() {
        let cache = ResolvedViewCache<String, Int>()
        var built: [Int] = []
        let make = { (args: Int) -> String in
            built.append(args)
            return "view \(args)"
        }
        _ = cache.view(args: 1, sameArguments: { _, _ in true }, make: make)
        #expect(cache.view(args: 2, sameArguments: { _, _ in true }, make: make) == "view 1")
        #expect(built == [1])
    }
}
