import HarborMVVM
import Observation
import Testing

/// An `@Observable` view model drives `viewModelChanged`, and `@Observed` works inside an
/// `@Observable` class.
@MainActor
@Suite("Observation")
struct ObservationTests {
    @Observable
    @MainActor
    final class CartVM {
        var count = 0
        var note = ""
        @ObservationIgnored @Observed var items: [String] = []
    }

    @MainActor
    final class CartScreen: IHaveViewModel {
        typealias ViewModel = CartVM
        var shown: [Int] = []

        func viewModelChanged(_ viewModel: CartVM) {
            shown.append(viewModel.count)
        }
    }

    @Test("an @Observable view model renders the view again after a change of what it read, on the main queue")
    func observableDrivesViewModelChanged() async {
        let screen = CartScreen()
        let viewModel = CartVM()
        screen.viewModel = viewModel
        viewModel.count = 1
        #expect(screen.shown == [0])
        await drainMainQueue()
        #expect(screen.shown == [0, 1])
        viewModel.count = 2
        await drainMainQueue()
        #expect(screen.shown == [0, 1, 2])
    }

    @Test("a change of a property the view did not read does not render it")
    func unreadPropertyIgnored() async {
        let screen = CartScreen()
        let viewModel = CartVM()
        screen.viewModel = viewModel
        viewModel.note = "gift"
        await drainMainQueue()
        #expect(screen.shown == [0])
    }

    @Test("a view model replaced before the change arrives does not render the old one")
    func replacedViewModelIgnored() async {
        let screen = CartScreen()
        let old = CartVM()
        screen.viewModel = old
        let new = CartVM()
        new.count = 5
        screen.viewModel = new
        old.count = 9
        await drainMainQueue()
        #expect(screen.shown == [0, 5])
    }

    @Test("@Observed works inside an @Observable class (with @ObservationIgnored)")
    func observedInsideObservable() {
        let viewModel = CartVM()
        let screen = CartScreen()
        var seen: [[String]] = []
        viewModel.$items.subscribe(screen) { _, items in seen.append(items) }
        viewModel.items = ["tea"]
        #expect(seen == [["tea"]])
        #expect(viewModel.items == ["tea"])
    }
}
