import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting

// Scenario 13: deep links. 13a matches a link against 1,000 registered patterns; 13b opens a link that selects a
// tab and lands three screens deep, each with its view model resolved from the container (HarborTesting's
// in-memory screens; transitions finish at once, as non-animated UIKit transitions would).

/// The 1,000 patterns: `/section<i>/items/:id` for i in 0..<1,000.
private let routeCount = 1_000
private let sampleLink = "myapp://section777/items/42"

/// A table with the 1,000 patterns; every closure builds the same small destination.
@MainActor
private func thousandRoutes() -> RouteTable {
    let routes = RouteTable(schemes: ["myapp"])
    for index in 0..<routeCount {
        routes.register("/section\(index)/items/:id") { _ throws(RouteError) in
            Destination(root: TestScreen.self)
        }
    }
    return routes
}

/// What an app writes without a route table: the first segment picks a handler from a dictionary, the second is
/// checked, the third parsed.
private func handWrittenMatch(_ link: String, sections: [Substring: Int]) -> (section: Int, id: Int)? {
    guard let schemeEnd = link.firstRange(of: "://") else { return nil }
    let segments = link[schemeEnd.upperBound...].split(separator: "/")
    guard segments.count == 3, let section = sections[segments[0]], segments[1] == "items",
        let id = Int(segments[2])
    else { return nil }
    return (section, id)
}

/// The screen at each of the three levels (its view model takes the level's arguments).
@MainActor
final class RouteLevelScreen: TestScreen, IHaveViewModel {
    typealias ViewModel = NavDetailsVM
    func viewModelChanged(_ viewModel: NavDetailsVM) {}
}

/// A tab bar with the Orders tab (a stack at its root) and a second tab, selected: a link to an order's line
/// selects Orders and pushes three screens.
@MainActor
final class RoutingWorld {
    let window: TestWindow
    let tabs: TestTabBar
    let stack: TestNavigationStack
    let container = HarborContainer.Container()
    let router: RouterService
    let provider: HarborOrdersProvider

    init() {
        stack = TestNavigationStack(root: OrdersRootScreen())
        tabs = TestTabBar(tabs: [stack, TestNavigationStack(root: TestScreen(title: "Profile"))], selectedIndex: 1)
        let window = TestWindow(root: tabs)
        self.window = window
        container.bind((any IWindowProvider).self) { _ in window }
        router = container.resolve()
        router.routes.schemes = ["myapp"]
        provider = container.resolve()
        router.routes.register("/orders/:id/lines/:line/notes") { params throws(RouteError) in
            let id = try params.value("id", as: Int.self)
            let line = try params.value("line", as: Int.self)
            return Destination(tab: OrdersRootScreen.self)
                .push(RouteLevelScreen.self, args: OrderArgs(id: id, title: "Order", total: 9.5))
                .push(RouteLevelScreen.self, args: OrderArgs(id: line, title: "Line", total: 1))
                .push(RouteLevelScreen.self, args: OrderArgs(id: line, title: "Notes", total: 0))
        }
    }

    /// Back to the start, outside the measurement: the Orders stack at its root, the other tab selected.
    func reset() {
        stack.popToScreen(stack.screens[0], animated: false) {}
        tabs.selectedIndex = 1
    }

    /// The titles of the Orders stack's view models, checked by both rows.
    var landedTitles: [String] {
        stack.screens.compactMap { ($0 as? RouteLevelScreen)?.viewModel?.args.title }
    }
}

/// The Orders tab's root, which names the tab in the destination.
@MainActor
final class OrdersRootScreen: TestScreen {}

/// Runs `open` `n` times in one world, measuring each open; the world is reset outside the measurement.
private func measureOpens(_ n: Int, _ meter: Meter, _ open: @MainActor (RoutingWorld) -> Void) {
    // The harness calls `run` on the main thread; the meter never leaves it.
    nonisolated(unsafe) let meter = meter
    MainActor.assumeIsolated {
        let world = RoutingWorld()
        for _ in 0..<n {
            meter.start()
            open(world)
            meter.stop()
            world.reset()
        }
    }
}

/// 13a: match a link against 1,000 patterns. 13b: open a link that selects a tab and pushes three screens, each
/// view model resolved with its arguments.
func routingScenarios() -> [Scenario] {
    let matchRoutes = Variant(name: "Harbor RouteTable.match", role: .harbor) { () throws(CheckFailure) in
        try checkOnMain { () throws(CheckFailure) in
            let routes = thousandRoutes()
            let match = routes.match(sampleLink)
            try expect(match?.pattern == "/section777/items/:id", "matched \(String(describing: match?.pattern))")
            try expect(match?.parameters["id"] == "42", "captured \(String(describing: match?.parameters["id"]))")
            try expect(routes.match("myapp://section1000/items/1") == nil, "an unknown link matched")
        }
    } run: { n, meter in
        nonisolated(unsafe) let meter = meter
        MainActor.assumeIsolated {
            let routes = thousandRoutes()
            meter.start()
            for _ in 0..<n {
                if let match = routes.match(sampleLink), match.parameters.pathValues.isEmpty {
                    fatalError("no parameters")
                }
            }
            meter.stop()
        }
    }

    let sections = Dictionary(uniqueKeysWithValues: (0..<routeCount).map { (Substring("section\($0)"), $0) })
    let matchByHand = Variant.loop(
        "hand-written (dictionary of first segments)", .floor,
        check: { () throws(CheckFailure) in
            let match = handWrittenMatch(sampleLink, sections: sections)
            try expect(match?.section == 777 && match?.id == 42, "matched \(String(describing: match))")
        },
        body: { n in
            for _ in 0..<n where handWrittenMatch(sampleLink, sections: sections) == nil {
                fatalError("no match")
            }
        }
    )

    let deepLink = "myapp://orders/7/lines/3/notes"
    let expectedTitles = ["Order", "Line", "Notes"]

    let openLink = Variant(name: "Harbor RouterService.open", role: .harbor) { () throws(CheckFailure) in
        try checkOnMain { () throws(CheckFailure) in
            let world = RoutingWorld()
            var outcome: Result<Void, RouteError>?
            world.router.open(deepLink, animated: false) { outcome = $0 }
            guard case .success = outcome else {
                throw CheckFailure("open did not complete at once: \(String(describing: outcome))")
            }
            try expect(world.tabs.selectedIndex == 0, "the Orders tab is not selected")
            try expect(world.landedTitles == expectedTitles, "landed on \(world.landedTitles)")
            try expect(world.window.history.count == 2, "ran \(world.window.history), not select + one set")
            try expect(world.window.warnings.isEmpty, "the window logged: \(world.window.warnings)")
        }
    } run: { n, meter in
        measureOpens(n, meter) { world in world.router.open(deepLink, animated: false) }
    }

    @MainActor
    func openByHand(in world: RoutingWorld) {
        // Parse, create and configure each screen, select the tab, set the stack.
        let segments = deepLink.split(separator: "/")
        guard let id = Int(segments[2]), let line = Int(segments[4]) else { return }
        let args = [
            OrderArgs(id: id, title: "Order", total: 9.5), OrderArgs(id: line, title: "Line", total: 1),
            OrderArgs(id: line, title: "Notes", total: 0),
        ]
        let screens = args.map { args in
            let screen = RouteLevelScreen()
            screen.viewModel = NavDetailsVM(provider: world.provider, args: args)
            return screen
        }
        world.tabs.selectTab(at: 0) {}
        world.stack.setStackScreens([world.stack.screens[0]] + screens, animated: false) {}
    }

    let openByHandVariant = Variant(name: "hand-written (parse, create, select, set the stack)", role: .floor) {
        () throws(CheckFailure) in
        try checkOnMain { () throws(CheckFailure) in
            let world = RoutingWorld()
            openByHand(in: world)
            try expect(world.landedTitles == expectedTitles, "landed on \(world.landedTitles)")
        }
    } run: { n, meter in
        measureOpens(n, meter) { world in openByHand(in: world) }
    }

    return [
        Scenario(
            id: "13a", title: "match a link among 1,000 routes",
            variants: [matchRoutes, matchByHand]),
        Scenario(
            id: "13b", title: "open a link: select a tab, land 3 screens deep",
            variants: [openLink, openByHandVariant]),
    ]
}
