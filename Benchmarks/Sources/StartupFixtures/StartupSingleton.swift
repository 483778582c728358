import HarborContainer

// The rest of this module (1,000 protocols, services and singletons, and the functions that bind, register and
// resolve them) is generated at build time by the StartupFixturesPlugin (Benchmarks/Plugins).

/// A singleton of the start-up scenario: Harbor resolves it with no registration, the others call `init()`.
public protocol StartupSingleton: ISingleton, Sendable {
    /// Creates the singleton.
    init()
}
