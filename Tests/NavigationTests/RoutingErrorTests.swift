import HarborContainer
import HarborNavigation
import HarborTesting
import Testing

@Suite("Routing: a link that cannot be honoured changes nothing")
@MainActor
struct RoutingErrorTests {
    /// Opens `link` on an app deep in the Orders tab with a modal on top, and checks it failed with `expected`
    /// and left the screen as it was.
    private func expectNothingChanges(opening link: String, fails expected: RouteError) async throws {
        let app = RoutingHarness()
        try await app.router.openAndWait("harbor://orders/8/quantity")
        let before = app.window.hierarchyDescription
        let history = app.window.history

        await #expect(throws: expected) {
            try await app.router.openAndWait(link)
        }

        #expect(app.window.hierarchyDescription == before)
        #expect(app.window.history == history)
    }

    @Test func anUnknownRoute() async throws {
        try await expectNothingChanges(opening: "harbor://carts/1", fails: .unknownRoute("harbor://carts/1"))
    }

    @Test(arguments: [
        "otherapp://orders/1", "https://evil.example.org/orders/1", "http://example.com.evil.org/orders/1",
        "HTTPS:orders/1", "mailto:orders/1",
    ])
    func aLinkOfAnotherAppOrSite(_ link: String) async throws {
        try await expectNothingChanges(opening: link, fails: .foreignLink(link))
    }

    @Test func aParameterThatDoesNotParse() async throws {
        try await expectNothingChanges(
            opening: "harbor://orders/seven", fails: .invalidParameter(name: "id", value: "seven", expected: "Int"))
    }

    @Test func aViewModelThatCannotBeResolvedIsFoundBeforeAnyTransition() async throws {
        // /report would dismiss the picker and pop to the list before pushing: all of it must not happen.
        let app = RoutingHarness()
        try await app.router.openAndWait("harbor://orders/8/quantity")
        let before = app.window.hierarchyDescription
        let history = app.window.history

        do {
            try await app.router.openAndWait("harbor://report")
            Issue.record("opening /report succeeded")
        } catch {
            guard case .navigation(.resolutionFailed) = error else {
                Issue.record("unexpected \(error)")
                return
            }
        }

        #expect(app.window.hierarchyDescription == before)
        #expect(app.window.history == history)
    }

    @Test func aPushWhereThereIsNoStack() async throws {
        let harness = Harness(root: OrdersScreen())
        let router: RouterService = harness.container.resolve()
        router.routes.register("/orders/:id") { _ throws(RouteError) in
            Destination(root: OrdersScreen.self).push(OrderDetailsScreen.self, args: Order(id: 1))
        }

        await #expect(throws: RouteError.noNavigationStack(typeName: "OrdersScreen")) {
            try await router.openAndWait("/orders/1")
        }
        #expect(harness.window.history.isEmpty)
    }

    @Test func aRootThatIsNotOnScreen() async {
        let harness = Harness(root: TestNavigationStack(root: HomeScreen()))
        let router: RouterService = harness.container.resolve()
        router.routes.register("/orders") { _ throws(RouteError) in Destination(root: OrdersScreen.self) }

        await #expect(throws: RouteError.rootNotFound(typeName: "OrdersScreen")) {
            try await router.openAndWait("/orders")
        }
    }

    @Test func noWindowAfterTheWaitLimitSaysWhy() async {
        let container = Container()
        container.bind(RouterOptions.self) { _ in RouterOptions(windowWaitLimit: 0) }
        let router: RouterService = container.resolve()
        registerAppRoutes(in: router.routes)

        await #expect(throws: RouteError.navigation(.noWindowProvider)) {
            try await router.openAndWait("harbor://orders/7")
        }
    }

    @Test func aWindowWithoutARootAfterTheWaitLimit() async {
        let harness = Harness(root: nil)
        harness.container.bind(RouterOptions.self) { _ in RouterOptions(windowWaitLimit: 0) }
        let router: RouterService = harness.container.resolve()
        registerAppRoutes(in: router.routes)

        await #expect(throws: RouteError.navigation(.noTopScreen)) {
            try await router.openAndWait("harbor://orders/7")
        }
    }

    @Test func aFailureNobodyListensToGoesToTheFailureHandler() async throws {
        let app = RoutingHarness()

        let failures = try await captureNavigationFailures {
            // In an async closure a plain `open` is awaited; with `completion: nil` it returns at once and its
            // failure goes to the handler.
            app.router.open("harbor://carts/1", completion: nil)
            app.router.open(AppRoute.orderDetails(7), animated: false, completion: nil)
            app.router.open("harbor://report", completion: nil)
            try await waitUntil { app.window.history.count == 1 }
            try? await app.router.openAndWait("harbor://orders")  // the queue has run the report link too
        }

        #expect(
            failures.map(\.description) == [
                "Harbor: open harbor://carts/1 failed: no route matches 'harbor://carts/1'",
                failures.last?.description ?? "",
            ])
        #expect(failures.first?.error == .routeFailed(.unknownRoute("harbor://carts/1")))
        guard case .resolutionFailed = failures.last?.error else {
            Issue.record("the report link's failure was not reported: \(failures)")
            return
        }
        #expect(failures.last?.request.description == "open harbor://report")
    }

    @Test func everyErrorSaysWhatWentWrong() {
        #expect(RouteError.unknownRoute("x://y").description == "no route matches 'x://y'")
        #expect(
            RouteError.invalidParameter(name: "id", value: "seven", expected: "Int").description
                == "'seven' is not a valid Int for 'id'")
        #expect(RouteError.navigation(.noWindow).description == NavigationError.noWindow.description)
    }
}
