import HarborContainer
import Testing

private protocol ICatalog: AnyObject, Sendable {
    var name: String { get }
}

private final class Catalog: ICatalog {
    let name: String
    init(_ name: String) { self.name = name }
}

/// A self-declared singleton that needs a binding.
private final class CatalogCache: ISingleton, Sendable {
    let catalog: any ICatalog
    init(container: any IContainer, args: Void) throws(ResolutionError) { catalog = try container.resolveOrThrow() }
}

private protocol ICache: AnyObject, Sendable {
    var catalog: any ICatalog { get }
}

private final class BoundCache: ICache {
    let catalog: any ICatalog
    init(container: any IContainer) { catalog = container.resolve() }
}

/// The rule, through root → feature → test: a shared instance is built by the container that declares it.
@Suite("Child containers: where a shared instance is built")
struct ChildContainerRuleTests {
    let root = Container()

    @Test func aSelfDeclaredSingletonIsBuiltInTheRootAndDoesNotSeeAFeaturesBindings() {
        let feature = root.makeChild()
        feature.bind((any ICatalog).self) { _ in Catalog("feature") }
        let test = feature.makeChild()
        let expected = ResolutionError(
            kind: .unbound,
            typeName: "any ICatalog",
            path: ["CatalogCache", "any ICatalog"],
            sharedInstance: "CatalogCache",
            builtIn: "the root container"
        )
        #expect(throws: expected) { try test.resolveOrThrow(CatalogCache.self) }
        #expect(expected.description.contains("CatalogCache is shared, so it is built in the root container"))
    }

    @Test func aSelfDeclaredSingletonSeesTheRootsBindings() throws {
        root.bind((any ICatalog).self) { _ in Catalog("root") }
        let feature = root.makeChild()
        feature.bind((any ICatalog).self) { _ in Catalog("feature") }
        let cache = try feature.makeChild().resolveOrThrow(CatalogCache.self)
        #expect(cache.catalog.name == "root")
        #expect(cache === root.resolve() as CatalogCache)
    }

    @Test func aSingletonBindingIsBuiltWhereItWasMadeAndSeesThatContainersBindings() {
        let feature = root.makeChild()
        feature.bind((any ICatalog).self) { _ in Catalog("feature") }
        feature.bind((any ICache).self, lifetime: .singleton) { BoundCache(container: $0) }
        let test = feature.makeChild()
        test.mock((any ICatalog).self) { _ in Catalog("test") }
        let cache: any ICache = test.resolve()
        #expect(cache.catalog.name == "feature")
        #expect(cache === feature.resolve() as any ICache)
    }

    @Test func aMockOfTheSingletonInTheTestContainerIsBuiltThere() {
        let feature = root.makeChild()
        let test = feature.makeChild()
        test.bind((any ICatalog).self) { _ in Catalog("test") }
        test.mock(CatalogCache.self) { try! CatalogCache(container: $0, args: ()) }
        #expect((test.resolve() as CatalogCache).catalog.name == "test")
    }
}
