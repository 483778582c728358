import HarborMVVM
import Testing

@MainActor
@Suite("INotifyOnChanged")
struct INotifyOnChangedTests {
    @Test("changed.raise() calls the view's viewModelChanged again")
    func raiseRefreshesView() {
        let screen = OrdersScreen()
        let viewModel = OrdersVM()
        screen.viewModel = viewModel
        viewModel.load(["a", "b"])
        #expect(screen.reloads == [[], ["a", "b"]])
    }

    @Test("changed is the same event on every access, and distinct per view model")
    func storage() {
        let first = OrdersVM()
        let second = OrdersVM()
        #expect(first.changed === first.changed)
        #expect(first.changed !== second.changed)
    }

    @Test("reassigning unsubscribes the view from the old view model")
    func reassignUnsubscribes() {
        let screen = OrdersScreen()
        let old = OrdersVM()
        let new = OrdersVM()
        screen.viewModel = old
        screen.viewModel = new
        old.load(["stale"])
        new.load(["fresh"])
        #expect(screen.reloads == [[], [], ["fresh"]])
        #expect(old.changed.subscriberCount == 0)
        screen.viewModel = nil
        new.load(["ignored"])
        #expect(screen.reloads == [[], [], ["fresh"]])
    }

    @Test("several views can show the same view model")
    func severalViews() {
        let viewModel = OrdersVM()
        let first = OrdersScreen()
        let second = OrdersScreen()
        first.viewModel = viewModel
        second.viewModel = viewModel
        viewModel.load(["x"])
        #expect(first.reloads == [[], ["x"]])
        #expect(second.reloads == [[], ["x"]])
    }

    @Test("the subscription keeps neither the view nor the view model alive")
    func bothFreed() {
        weak var weakScreen: OrdersScreen?
        weak var weakViewModel: OrdersVM?
        weak var weakEvent: Event<Void>?
        do {
            let screen = OrdersScreen()
            let viewModel = OrdersVM()
            weakScreen = screen
            weakViewModel = viewModel
            weakEvent = viewModel.changed
            screen.viewModel = viewModel
            viewModel.load(["a"])
        }
        #expect(weakScreen == nil)
        ViewModelStorage.purge()
        #expect(weakViewModel == nil)
        #expect(weakEvent == nil)
    }

    @Test("a view model whose view is gone can still raise: nothing is called")
    func raiseAfterViewGone() {
        let viewModel = OrdersVM()
        do {
            let screen = OrdersScreen()
            screen.viewModel = viewModel
        }
        viewModel.load(["a"])
        #expect(viewModel.changed.subscriberCount == 0)
    }
}
