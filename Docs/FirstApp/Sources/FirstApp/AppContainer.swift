import HarborContainer

/// The app's container: made once at launch (main.swift), and once per test.
enum AppContainer {
    static func make() -> Container {
        let container = Container()
        configure(container)
        return container
    }

    /// What the app binds: the protocols its types resolve.
    static func configure(_ container: Container) {
        container.bind((any ICatalog).self) { $0.resolve() as Catalog }
    }
}
