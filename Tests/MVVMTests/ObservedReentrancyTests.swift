import Foundation
import HarborMVVM
import Testing

/// A handler that reads, sets or subscribes to an `@Observed` property aborted with "Simultaneous
/// accesses", and a nested set left subscribers on a stale value. Crash cases run in a child process.
@Suite("Observed re-entrancy")
struct ObservedReentrancyTests {
    @MainActor
    final class OrdersVM {
        @Observed var orders: [Int] = []
    }

    @MainActor
    final class OrdersScreen {
        var rows: [Int] = []
        var seen: [[Int]] = []
    }

    @Test("a handler that reads the property back does not abort")
    func readBack() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let viewModel = OrdersVM()
                let screen = OrdersScreen()
                viewModel.$orders.subscribe(screen) { this, _ in this.rows = viewModel.orders }
                viewModel.orders = [1, 2]
                if screen.rows != [1, 2] { exit(1) }
            }
        }
    }

    @Test("a handler that subscribes to the property does not abort")
    func subscribeInside() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let viewModel = OrdersVM()
                let screen = OrdersScreen()
                let late = OrdersScreen()
                viewModel.$orders.subscribe(screen) { _, orders in
                    guard orders == [1] else { return }
                    viewModel.$orders.subscribe(late) { this, orders in this.seen.append(orders) }
                }
                viewModel.orders = [1]
                viewModel.orders = [2]
                if late.seen != [[2]] { exit(1) }
            }
        }
    }

    @Test("a handler that sets the property again: every subscriber sees the sets in order and ends on the latest")
    func setInside() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let viewModel = OrdersVM()
                let clamp = OrdersScreen()
                let screen = OrdersScreen()
                viewModel.$orders.subscribe(clamp) { this, orders in
                    this.seen.append(orders)
                    if orders.count > 1 { viewModel.orders = [orders[0]] }
                }
                viewModel.$orders.subscribe(screen) { this, orders in this.seen.append(orders) }
                viewModel.orders = [10, 42]
                guard clamp.seen == [[10, 42], [10]], screen.seen == [[10, 42], [10]], viewModel.orders == [10]
                else { exit(1) }
            }
        }
    }

    @Test("the same, in process, to see the values")
    @MainActor
    func setInsideValues() {
        let viewModel = OrdersVM()
        let first = OrdersScreen()
        let second = OrdersScreen()
        viewModel.$orders.subscribe(first) { this, orders in
            this.seen.append(orders)
            if orders == [42] { viewModel.orders = [10] }
        }
        viewModel.$orders.subscribe(second) { this, orders in this.seen.append(orders) }
        viewModel.orders = [42]
        #expect(first.seen == [[42], [10]])
        #expect(second.seen == [[42], [10]])
        #expect(second.seen.last == viewModel.orders)
    }
}
