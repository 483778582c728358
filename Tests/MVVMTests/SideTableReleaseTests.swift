import HarborMVVM
import Testing

/// A write to the view-model storage swept the whole table. Now each write checks two entries (Linux);
/// a dead view's view model is released within `count / 2` writes, and `purge()` releases everything.
@MainActor
@Suite("View-model storage release rule")
struct SideTableReleaseTests {
    @Test("a dead view's view model is released within count / 2 writes, without purge()")
    func boundedRelease() {
        weak var weakViewModel: OrdersVM?
        let live = (0..<50).map { _ in OrderCell() }
        for cell in live { cell.viewModel = OrderVM(name: "x") }
        do {
            let screen = OrdersScreen()
            let viewModel = OrdersVM()
            weakViewModel = viewModel
            screen.viewModel = viewModel
        }
        let bound = ViewModelStorage.count
        for step in 0..<(bound / 2 + 2) {
            live[step % live.count].viewModel = OrderVM(name: "y")
        }
        #expect(weakViewModel == nil)
        _ = live
    }

    @Test("dead entries do not pile up: creating many views keeps the table proportional to the live ones")
    func tableStaysBounded() {
        ViewModelStorage.purge()
        let start = ViewModelStorage.count
        let keeper = OrderCell()
        for round in 0..<2_000 {
            let cell = OrderCell()
            cell.viewModel = OrderVM(name: "\(round)")
            keeper.viewModel = OrderVM(name: "k")
        }
        #expect(ViewModelStorage.count - start <= 4)
    }
}
