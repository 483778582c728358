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
