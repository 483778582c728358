import Foundation
import HarborNavigation
import Testing

@Suite("Routing: the route table")
@MainActor
struct RoutingTableTests {
    private func table() -> RouteTable {
        let routes = RouteTable()
        registerAppRoutes(in: routes)
        routes.register("/orders/new") { _ throws(RouteError) in Destination(root: OrdersScreen.self) }
        return routes
    }

    @Test func aCustomSchemesHostIsTheFirstSegment() throws {
        let match = try #require(table().match("harbor://orders/7"))
        #expect(match.pattern == "/orders/:id")
        #expect(match.parameters["id"] == "7")
    }

    @Test func aWebLinksHostIsTheDomain() throws {
        let match = try #require(table().match("https://example.com/orders/7/items?ref=mail#top"))
        #expect(match.pattern == "/orders/:id/items")
        #expect(match.parameters["id"] == "7")
        #expect(match.parameters.query == ["ref": "mail"])
    }

    @Test func onlyTheDeclaredSchemesAndHostsAreServed() throws {
        let routes = table()
        #expect(routes.match("HARBOR://orders/7")?.pattern == "/orders/:id")
        #expect(routes.match("http://Example.COM:8080/orders/7")?.pattern == "/orders/:id")
        #expect(routes.match("https://user@example.com/orders/7")?.pattern == "/orders/:id")
        for link in [
            "otherapp://orders/7", "https://example.org/orders/7", "https://orders/7", "harbour://orders/7",
            "https:/orders/7", "ftp://example.com/orders/7",
        ] {
            #expect(routes.match(link) == nil, "\(link)")
            #expect(throws: RouteError.foreignLink(link)) { try routes.destination(for: link) }
        }
        #expect(RouteError.foreignLink("otherapp://orders/7").description.contains("not a link of this app"))
    }

    @Test func aTableThatDeclaresNothingServesPathsOnly() {
        let routes = RouteTable()
        registerAppRoutes(in: routes)
        routes.schemes = []
        routes.hosts = []
        #expect(routes.match("/orders/7")?.pattern == "/orders/:id")
        #expect(routes.match("orders/7")?.pattern == "/orders/:id")
        #expect(routes.match("harbor://orders/7") == nil)
        #expect(routes.match("https://example.com/orders/7") == nil)
        let declared = RouteTable(schemes: ["Shop"], hosts: ["Shop.Example.com"])
        declared.register("/orders/:id") { _ throws(RouteError) in Destination(root: OrdersScreen.self) }
        #expect(declared.match("shop://orders/7")?.parameters["id"] == "7")
        #expect(declared.match("https://shop.example.com/orders/7")?.parameters["id"] == "7")
    }

    @Test("a pattern and a link of 10,000 segments match without recursion", .timeLimit(.minutes(1)))
    func tenThousandSegments() async {
        // In a child process: matching used to recurse once per segment and overflowed the stack.
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let segments = (0..<10_000).map { $0.isMultiple(of: 100) ? ":p\($0)" : "s\($0)" }
                let routes = RouteTable()
                routes.register("/" + segments.joined(separator: "/")) { _ throws(RouteError) in
                    Destination(root: OrdersScreen.self)
                }
                routes.register("/" + segments.dropLast().joined(separator: "/") + "/:last") { _ throws(RouteError) in
                    Destination(root: OrdersScreen.self)
                }
                let link = "/" + segments.map { $0.hasPrefix(":") ? "v" : $0 }.joined(separator: "/")
                guard let match = routes.match(link), match.pattern.hasSuffix("s9999"),
                    match.parameters["p9900"] == "v",
                    routes.match(link + "/extra") == nil,
                    routes.match(
                        "/" + segments.dropLast().map { $0.hasPrefix(":") ? "v" : $0 }.joined(separator: "/")
                            + "/other")?.parameters["last"] == "other"
                else {
                    exit(1)
                }
            }
        }
    }

    @Test func aParameterTakesOverWhereALiteralBranchLeadsNowhere() throws {
        let routes = RouteTable()
        routes.register("/a/b/c") { _ throws(RouteError) in Destination(root: OrdersScreen.self) }
        routes.register("/a/:x/d") { _ throws(RouteError) in Destination(root: OrdersScreen.self) }
        routes.register("/:y/b/e") { _ throws(RouteError) in Destination(root: OrdersScreen.self) }
        #expect(routes.match("/a/b/c")?.pattern == "/a/b/c")
        #expect(routes.match("/a/b/d")?.parameters["x"] == "b")
        let other = try #require(routes.match("/a/b/e"))
        #expect(other.pattern == "/:y/b/e")
        #expect(other.parameters.pathValues == ["y": "a"])
        #expect(routes.match("/a/b/f") == nil)
    }

    @Test func aPathMatchesToo() {
        #expect(table().match("/profile/settings")?.pattern == "/profile/settings")
        #expect(table().match("/orders/")?.pattern == "/orders")
    }

    @Test func aLiteralSegmentWinsOverAParameter() {
        #expect(table().match("harbor://orders/new")?.pattern == "/orders/new")
        #expect(table().match("harbor://orders/8")?.pattern == "/orders/:id")
    }

    @Test func valuesAndQueryItemsArePercentDecoded() throws {
        let match = try #require(table().match("harbor://orders/a%20b?note=gift+wrap&x=%2F"))
        #expect(match.parameters["id"] == "a b")
        #expect(match.parameters["note"] == "gift wrap")
        #expect(match.parameters["x"] == "/")
    }

    @Test func anUnknownLinkMatchesNothing() {
        #expect(table().match("harbor://carts/7") == nil)
        #expect(table().match("harbor://orders/7/unknown") == nil)
        #expect(throws: RouteError.unknownRoute("harbor://carts/7")) {
            try table().destination(for: "harbor://carts/7")
        }
    }

    @Test func aParameterThatDoesNotParseIsATypedError() {
        #expect(throws: RouteError.invalidParameter(name: "id", value: "seven", expected: "Int")) {
            try table().destination(for: "harbor://orders/seven")
        }
        #expect(throws: RouteError.missingParameter(name: "page")) {
            try RouteParameters(link: "/orders").value("page", as: Int.self)
        }
    }

    @Test func reRegisteringAPatternReplacesIt() throws {
        let routes = table()
        routes.register("/orders/:orderID") { _ throws(RouteError) in throw .notFound("order") }
        #expect(
            routes.patterns.filter { $0.hasPrefix("/orders/:") && !$0.contains("/items") && !$0.contains("quantity") }
                == ["/orders/:orderID"])
        #expect(throws: RouteError.notFound("order")) { try routes.destination(for: "/orders/7") }
    }

    @Test func aDestinationDescribesItsHierarchy() throws {
        let destination = try table().destination(for: "harbor://orders/7/quantity")
        #expect(
            destination.description
                == "tab OrdersScreen > push OrderDetailsScreen(args: Order #7) > present QuantityPickerScreen(args: 1)")
    }
}
