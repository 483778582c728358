#if canImport(ObjectiveC)
    import HarborMVVM
    import ObjectiveC
    import Testing

    /// Apple platforms: a view that is an `NSObject` (every UIKit view and view controller) keeps its
    /// HarborMVVM state in an associated object, so its view model is released with it, at once: no write to the
    /// storage and no `purge()` needed. (Run on Linux through AppleSDKStandIn.)
    @MainActor
    @Suite("View models released with their NSObject views")
    struct AssociatedObjectReleaseTests {
        @MainActor
        final class TimerVM: INotifyOnChanged {}

        @MainActor
        final class TimerScreen: NSObject, IHaveViewModel {
            typealias ViewModel = TimerVM
            var renders = 0
            func viewModelChanged(_ viewModel: TimerVM) { renders += 1 }
        }

        @MainActor
        final class TotalsVM {
            @Observed var orders: [Int] = []
        }

        @MainActor
        final class TotalsScreen: NSObject {
            var totals: [Int] = []
        }

        @Test("a dead view's view model is released when the view dies")
        func releasedWithTheView() {
            weak var weakViewModel: TimerVM?
            do {
                let screen = TimerScreen()
                let viewModel = TimerVM()
                weakViewModel = viewModel
                screen.viewModel = viewModel
                viewModel.changed.raise()
                #expect(screen.renders == 2)
            }
            #expect(weakViewModel == nil)
        }

        @Test("a handler that captures its view model is released with its NSObject subscriber")
        func handlerReleasedWithTheSubscriber() {
            weak var weakViewModel: TotalsVM?
            do {
                let viewModel = TotalsVM()
                weakViewModel = viewModel
                let screen = TotalsScreen()
                viewModel.$orders.subscribe(screen) { this, _ in this.totals.append(viewModel.orders.count) }
                viewModel.orders = [1]
                #expect(screen.totals == [1])
            }
            #expect(weakViewModel == nil)
        }
    }
#endif
