import HarborContainer

struct Product: Equatable, Sendable {
    let id: Int
    let name: String
}

/// What the screens need from the product catalog; tests replace it.
protocol ICatalog: Sendable {
    func products() -> [Product]
}

/// The catalog: one per container, made on first use.
final class Catalog: ICatalog, ISingleton, Sendable {
    init(container: any IContainer, args: Void) {}

    func products() -> [Product] {
        [Product(id: 1, name: "Kettle"), Product(id: 2, name: "Teapot")]
    }
}
