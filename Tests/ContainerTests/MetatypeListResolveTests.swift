import HarborContainer
import Testing

/// Singletons resolved through a list of metatypes, as a start-up sequence or a plugin registry does: the
/// caller is not specialised for each type, so the first resolve takes the container's unspecialised entry.
private protocol IPlugin: ISingleton, Sendable {}

private final class Analytics: IPlugin {
    init(container: any IContainer, args: Void) {}
}

private final class Crashes: IPlugin {
    init(container: any IContainer, args: Void) {}
}

/// Resolves one of the settings' dependencies, to check what container a singleton is built by.
private final class Settings: IPlugin {
    let analytics: Analytics
    let builtBy: ObjectIdentifier
    init(container: any IContainer, args: Void) {
        analytics = container.resolve()
        builtBy = ObjectIdentifier(container)
    }
}

private let plugins: [any IPlugin.Type] = [Analytics.self, Crashes.self, Settings.self]

@inline(never)
private func resolvePlugin<T: IPlugin>(_ type: T.Type, from container: Container) -> AnyObject {
    container.resolve(type)
}

@Suite("Singletons resolved through a list of metatypes")
struct MetatypeListResolveTests {
    @Test func eachIsMadeOnceAndSharedAcrossTheTree() {
        let root = Container()
        let child = root.makeChild().makeChild()
        // First resolved from a grandchild: built by the root, with the root as its container.
        let first = plugins.map { resolvePlugin($0, from: child) }
        let again = plugins.map { resolvePlugin($0, from: root) }
        #expect(Set(first.map(ObjectIdentifier.init)).count == plugins.count)
        #expect(first.map(ObjectIdentifier.init) == again.map(ObjectIdentifier.init))
        let settings = first[2] as? Settings
        #expect(settings.map { ObjectIdentifier($0.analytics) } == ObjectIdentifier(first[0]))
        #expect(settings?.builtBy == ObjectIdentifier(root))
        let elsewhere = resolvePlugin(Analytics.self, from: Container())
        #expect(ObjectIdentifier(elsewhere) != ObjectIdentifier(first[0]))
    }
}
