import HarborMVVM
import Testing

@MainActor
@Suite("Observed")
struct ObservedTests {
    @MainActor
    final class ProfileVM {
        @Observed var orders: [String] = []
        @Observed(onlyWhenChanged: true) var title = "Profile"
        @Observed(onlyWhenChanged: false) var count = 0
    }

    @MainActor
    final class ProfileScreen {
        var orders: [[String]] = []
        var titles: [String] = []
        func update(with orders: [String]) { self.orders.append(orders) }
    }

    @Test("the projected event is raised with the new value on every set, even an equal one")
    func raisesOnEverySet() {
        let viewModel = ProfileVM()
        let screen = ProfileScreen()
        viewModel.$orders.subscribe(screen) { this, orders in this.update(with: orders) }
        viewModel.orders = ["a"]
        viewModel.orders = ["a"]
        viewModel.orders.append("b")
        #expect(screen.orders == [["a"], ["a"], ["a", "b"]])
        #expect(viewModel.orders == ["a", "b"])
    }

    @Test("onlyWhenChanged raises only when the value changes")
    func onlyWhenChanged() {
        let viewModel = ProfileVM()
        let screen = ProfileScreen()
        viewModel.$title.subscribe(screen) { this, title in this.titles.append(title) }
        viewModel.title = "Profile"
        viewModel.title = "Me"
        viewModel.title = "Me"
        viewModel.title = "You"
        #expect(screen.titles == ["Me", "You"])
    }

    @Test("onlyWhenChanged: false raises on every set")
    func onlyWhenChangedFalse() {
        let viewModel = ProfileVM()
        let log = Recorder<Int>()
        let token = viewModel.$count.subscribe { log.append($0) }
        viewModel.count = 0
        viewModel.count = 0
        #expect(log.all == [0, 0])
        token.cancel()
    }

    @Test("neither the view model nor the subscriber keeps the other alive")
    func lifetimes() {
        weak var weakViewModel: ProfileVM?
        weak var weakScreen: ProfileScreen?
        do {
            let viewModel = ProfileVM()
            let screen = ProfileScreen()
            weakViewModel = viewModel
            weakScreen = screen
            viewModel.$orders.subscribe(screen) { this, orders in this.update(with: orders) }
            viewModel.orders = ["x"]
        }
        #expect(weakViewModel == nil)
        #expect(weakScreen == nil)
    }
}
