import Foundation
import HarborMVVM
import Testing

/// Handlers that outlived their subscribers, deliveries after `cancel()`, and Harbor's own
/// subscriptions replaced by the app's.
@MainActor
@Suite("Handler lifetimes")
struct HandlerLifetimeTests {
    @MainActor
    final class TotalsVM {
        @Observed var orders: [Int] = []
        var total = 0
        nonisolated(unsafe) static var deinits = 0
        deinit { Self.deinits += 1 }
    }

    @MainActor
    final class TotalsScreen {
        var totals: [Int] = []
    }

    @Test("a handler that captures its view model does not keep it alive once its subscriber is gone")
    func handlerCapturingViewModel() {
        weak var weakViewModel: TotalsVM?
        do {
            let viewModel = TotalsVM()
            weakViewModel = viewModel
            let screen = TotalsScreen()
            viewModel.$orders.subscribe(screen) { this, _ in this.totals.append(viewModel.total) }
            viewModel.orders = [1]
            #expect(screen.totals == [0])
        }
        ViewModelStorage.purge()  // Linux: the handler goes with its subscriber's state; on Apple platforms, at once.
        #expect(weakViewModel == nil)
    }

    @Test("once unsubscribe returns, no new delivery starts, even in the raise in progress")
    func unsubscribeStopsTheRaiseInProgress() {
        let event = Event<Int>()
        let first = TotalsScreen()
        let second = TotalsScreen()
        event.subscribe(first) { _, _ in event.unsubscribe(second) }
        event.subscribe(second) { this, value in this.totals.append(value) }
        event.raise(1)
        #expect(second.totals.isEmpty)
    }

    @Test("once cancel() returns on another thread, no new delivery starts")
    func cancelFromAnotherThread() async {
        let event = Event<Int>()
        let log = Recorder<Int>()
        let token = event.subscribe(onAnyThread: { log.append($0) })
        await Task.detached { token.cancel() }.value
        event.raise(1)
        #expect(log.all.isEmpty)
    }

    @Test("the app subscribing a view to its view model's changed does not replace the automatic refresh")
    func ownChangedSubscriptionKept() {
        let screen = OrdersScreen()
        let viewModel = OrdersVM()
        screen.viewModel = viewModel
        var appCalls = 0
        viewModel.changed.subscribe(screen) { _ in appCalls += 1 }
        viewModel.load(["a"])
        #expect(screen.reloads == [[], ["a"]])
        #expect(appCalls == 1)
    }

    @Test("the app subscribing a bound view to its view model's output does not replace handle(event:)")
    func ownBindingSubscriptionKept() {
        let screen = LoginScreen()
        let viewModel = LoginVM()
        screen.bind(with: viewModel)
        var appEvents: [LoginVM.ViewModelEvent] = []
        viewModel.output.subscribe(screen) { _, event in appEvents.append(event) }
        screen.output.subscribe(viewModel) { _, _ in }
        screen.output.send(.submit("me"))
        #expect(screen.handled == [.title("Sign in"), .loading(true)])
        #expect(appEvents == [.loading(true)])
        #expect(viewModel.received == [.submit("me")])
    }
}
