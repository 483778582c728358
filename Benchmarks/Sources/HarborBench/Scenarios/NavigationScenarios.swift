import HarborContainer
import HarborMVVM
import HarborNavigation
import HarborTesting

// Scenario 10: presenting a screen with its view model on top of a 20-screen-deep hierarchy of HarborTesting's
// in-memory screens (transitions finish at once, as a non-animated UIKit transition would).

/// The view model the presented screen gets: per-request, typed arguments, a singleton dependency.
@MainActor
final class NavDetailsVM: @MainActor IPerRequest {
    typealias Arguments = OrderArgs

    let provider: HarborOrdersProvider
    let args: OrderArgs

    init(container: any IContainer, args: OrderArgs) {
        provider = container.resolve()
        self.args = args
    }

    /// What hand-written code calls.
    init(provider: HarborOrdersProvider, args: OrderArgs) {
        self.provider = provider
        self.args = args
    }
}

/// The screen as Harbor's documentation writes it: `viewModel` kept by HarborMVVM's default storage.
@MainActor
final class NavDetailsScreen: TestScreen, IHaveViewModel {
    typealias ViewModel = NavDetailsVM

    private(set) var shownTitle = ""

    func viewModelChanged(_ viewModel: NavDetailsVM) { shownTitle = viewModel.args.title }
}

/// The same screen with a stored `viewModel` property, as hand-written code has it (its `anyViewModel` is not
/// used here).
@MainActor
final class StoredDetailsScreen: TestScreen, IHaveViewModel {
    typealias ViewModel = NavDetailsVM

    private(set) var shownTitle = ""

    var viewModel: NavDetailsVM? {
        didSet { if let viewModel { viewModelChanged(viewModel) } }
    }

    func viewModelChanged(_ viewModel: NavDetailsVM) { shownTitle = viewModel.args.title }
}

/// A window with 10 navigation stacks, each presented by the top screen of the one below: the walk from the
/// root to the top crosses 20 screens (stack, screen, stack, screen, …), through both presented screens and
/// containers' visible children.
@MainActor
final class NavigationWorld {
    let window: TestWindow
    /// The top screen, which every present lands on.
    let host: TestScreen
    let container = HarborContainer.Container()
    let presenter: PresenterService
    /// The singleton the view model depends on, for the hand-written row.
    let provider: HarborOrdersProvider

    init() {
        let first = TestScreen(title: "Level 1")
        let window = TestWindow(root: TestNavigationStack(root: first))
        var top = first
        for level in 2...10 {
            let screen = TestScreen(title: "Level \(level)")
            top.presentScreen(TestNavigationStack(root: screen), animated: false) {}
            top = screen
        }
        self.window = window
        host = top
        container.bind((any IWindowProvider).self) { _ in window }
        presenter = container.resolve()
        provider = container.resolve()
    }

    /// Dismisses what a row presented, outside the measurement.
    func dismiss() {
        host.dismissPresentedScreen(animated: false) {}
    }

    /// How deep the visible chain is, counted the hand-written way.
    var depth: Int {
        var count = 1
        var screen: any IScreen = window.rootScreen!
        while let next = screen.presentedScreen ?? screen.visibleChildScreen {
            screen = next
            count += 1
        }
        return count
    }
}

/// What an app writes without a navigation service: walk presented screens and containers' visible children to
/// the top.
@MainActor
func handWrittenTopScreen(of window: TestWindow) -> any IScreen {
    var screen: any IScreen = window.rootScreen!
    while true {
        if let presented = screen.presentedScreen, !presented.isBeingDismissed {
            screen = presented
        } else if let child = screen.visibleChildScreen {
            screen = child
        } else {
            return screen
        }
    }
}

/// Runs a main-actor self-check from the harness's synchronous, nonisolated closures (the harness runs on the
/// main thread).
func checkOnMain(_ body: @MainActor () throws(CheckFailure) -> Void) throws(CheckFailure) {
    let failure: CheckFailure? = MainActor.assumeIsolated {
        do throws(CheckFailure) {
            try body()
            return nil
        } catch {
            return error
        }
    }
    if let failure { throw failure }
}

/// Checks that a present put a `Screen` on top of the host, holding a view model with `args` and the shared
/// singleton, and that a dismiss takes it away again; returns the view model.
@MainActor
func checkPresented<Screen: TestScreen & IHaveViewModel>(
    _ type: Screen.Type,
    in world: NavigationWorld,
    args: OrderArgs
) throws(CheckFailure) -> NavDetailsVM where Screen.ViewModel == NavDetailsVM {
    guard let top = world.window.topScreen as? Screen, top.presenting === world.host else {
        throw CheckFailure("the new screen is not on top of the 20-deep hierarchy")
    }
    guard let viewModel = top.viewModel else { throw CheckFailure("the new screen has no view model") }
    try expect(viewModel.args == args, "the view model did not get the arguments")
    try expect(viewModel.provider === world.provider, "the view model's singleton dependency is not shared")
    try expect(world.window.warnings.isEmpty, "the window logged: \(world.window.warnings)")
    world.dismiss()
    try expect(world.window.topScreen === world.host, "dismiss did not restore the top screen")
    return viewModel
}

/// 10. Navigation: present a screen with its view model on a 20-screen-deep hierarchy, non-animated. The
/// dismissal after each present is outside the measurement. Each batch builds its own hierarchy and container
/// (outside the measurement), so the window's transition history does not pile up across batches.
func navigationScenarios() -> [Scenario] {
    let sample = OrderArgs(id: 7, title: "Order", total: 9.5)
    let other = OrderArgs(id: 8, title: "Other", total: 1)

    func harbor<Screen: TestScreen & IHaveViewModel>(_ name: String, _ type: Screen.Type) -> Variant
    where Screen.ViewModel == NavDetailsVM {
        Variant(name: name, role: .harbor) { () throws(CheckFailure) in
            try checkOnMain { () throws(CheckFailure) in
                let world = NavigationWorld()
                try expect(world.depth == 20, "the hierarchy is \(world.depth) screens deep, not 20")
                var outcome: Result<Void, NavigationError>?
                world.presenter.present(Screen.self, args: sample, animated: false) { outcome = $0 }
                guard case .success = outcome else {
                    throw CheckFailure("present did not complete at once: \(String(describing: outcome))")
                }
                let first = try checkPresented(Screen.self, in: world, args: sample)
                world.presenter.present(Screen.self, args: other, animated: false)
                let second = try checkPresented(Screen.self, in: world, args: other)
                try expect(first !== second, "two presents shared a per-request view model")
            }
        } run: { n, meter in
            // The harness calls `run` on the main thread; the meter never leaves it.
            nonisolated(unsafe) let meter = meter
            MainActor.assumeIsolated {
                let world = NavigationWorld()
                for index in 0..<n {
                    meter.start()
                    world.presenter.present(
                        Screen.self, args: OrderArgs(id: index, title: "Order", total: 9.5), animated: false)
                    meter.stop()
                    world.dismiss()
                }
            }
        }
    }

    @MainActor
    func presentByHand(in world: NavigationWorld, args: OrderArgs) {
        let top = handWrittenTopScreen(of: world.window)
        let screen = StoredDetailsScreen()
        screen.viewModel = NavDetailsVM(provider: world.provider, args: args)
        top.presentScreen(screen, animated: false) {}
    }

    let handWritten = Variant(name: "hand-written (walk to the top, present)", role: .floor) {
        () throws(CheckFailure) in
        try checkOnMain { () throws(CheckFailure) in
            let world = NavigationWorld()
            presentByHand(in: world, args: sample)
            let first = try checkPresented(StoredDetailsScreen.self, in: world, args: sample)
            presentByHand(in: world, args: other)
            let second = try checkPresented(StoredDetailsScreen.self, in: world, args: other)
            try expect(first !== second, "two presents shared a view model")
        }
    } run: { n, meter in
        nonisolated(unsafe) let meter = meter
        MainActor.assumeIsolated {
            let world = NavigationWorld()
            for index in 0..<n {
                meter.start()
                presentByHand(in: world, args: OrderArgs(id: index, title: "Order", total: 9.5))
                meter.stop()
                world.dismiss()
            }
        }
    }

    return [
        Scenario(
            id: "10",
            title: "present on a 20-deep hierarchy",
            variants: [
                harbor("Harbor PresenterService (default viewModel storage)", NavDetailsScreen.self),
                harbor("Harbor PresenterService (stored viewModel)", StoredDetailsScreen.self),
                handWritten,
            ]
        )
    ]
}
