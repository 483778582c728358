import HarborMVVM
import Testing

@MainActor
@Suite("IHaveViewModel")
struct IHaveViewModelTests {
    @Test("a conforming class gets storage: setting viewModel stores it and calls viewModelChanged")
    func storage() {
        let cell = OrderCell()
        #expect(cell.viewModel == nil)
        #expect(cell.anyViewModel == nil)
        let first = OrderVM(name: "#1")
        cell.viewModel = first
        #expect(cell.viewModel === first)
        #expect(cell.anyViewModel as? OrderVM === first)
        cell.viewModel = OrderVM(name: "#2")
        #expect(cell.shown == ["#1", "#2"])
    }

    @Test("setting nil clears without calling viewModelChanged")
    func setNil() {
        let cell = OrderCell()
        cell.viewModel = OrderVM(name: "#1")
        cell.viewModel = nil
        #expect(cell.viewModel == nil)
        #expect(cell.shown == ["#1"])
    }

    @Test("anyViewModel, as a data source that knows no types sets it, behaves like viewModel")
    func anyViewModel() {
        let cell: any IHaveAnyViewModel = OrderCell()
        cell.anyViewModel = OrderVM(name: "#9")
        let typed = cell as? OrderCell
        #expect(typed?.viewModel?.name == "#9")
        #expect(typed?.shown == ["#9"])
        cell.anyViewModel = nil
        #expect(typed?.viewModel == nil)
    }

    @Test("each view has its own view model")
    func separateViews() {
        let first = OrderCell()
        let second = OrderCell()
        first.viewModel = OrderVM(name: "a")
        second.viewModel = OrderVM(name: "b")
        #expect(first.viewModel?.name == "a")
        #expect(second.viewModel?.name == "b")
    }

    @Test("assigning a view model of the wrong type through anyViewModel is logged, and stops a debug build")
    func wrongTypeIsReported() async {
        #if DEBUG
            let exit = ExitTest.Condition.failure
        #else
            let exit = ExitTest.Condition.success
        #endif
        let result = await #expect(processExitsWith: exit, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let cell: any IHaveAnyViewModel = OrderCell()
                cell.anyViewModel = "not an OrderVM"
            }
        }
        let stderr = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(stderr.contains("anyViewModel was set to a String"))
    }

    @Test("the view holds its view model; the view model never holds its view")
    func viewIsFreed() {
        let viewModel = OrderVM(name: "#1")
        weak var weakCell: OrderCell?
        do {
            let cell = OrderCell()
            weakCell = cell
            cell.viewModel = viewModel
        }
        #expect(weakCell == nil)
    }

    @Test("assigning nil releases the view model at once")
    func nilReleasesAtOnce() {
        let cell = OrderCell()
        weak var weakViewModel: OrderVM?
        do {
            let viewModel = OrderVM(name: "#1")
            weakViewModel = viewModel
            cell.viewModel = viewModel
        }
        #expect(weakViewModel != nil)
        cell.viewModel = nil
        #expect(weakViewModel == nil)
    }

    /// The Linux rule (`ViewModelStorage`): each write checks the next two entries of the table, so a dead view's
    /// view model goes within a pass of writes over it. Not "at the next write": the table also holds what other
    /// tests left (it failed so, now and then, while the next write checked two of their entries).
    @Test("once its view is gone, a view model is released by later writes to any view, within a pass")
    func releasedByLaterWrites() {
        weak var weakViewModel: OrderVM?
        do {
            let cell = OrderCell()
            let viewModel = OrderVM(name: "#1")
            weakViewModel = viewModel
            cell.viewModel = viewModel
        }
        #expect(weakViewModel != nil)  // The rule: not at the view's deinit...
        _ = OrderCell().viewModel  // ...nor on a read...
        #expect(weakViewModel != nil)
        // ...but by the writes of one pass. Each write also adds an entry (its new view's), so a pass over the
        // table as it is now takes at most twice its size.
        let pass = 2 * ViewModelStorage.count + 2
        var writes = 0
        while weakViewModel != nil && writes < pass {
            OrderCell().viewModel = OrderVM(name: "other")
            writes += 1
        }
        #expect(weakViewModel == nil, "still alive after \(writes) writes")
    }

    @Test("once its view is gone, ViewModelStorage.purge() releases a view model")
    func releasedByPurge() {
        weak var weakViewModel: OrderVM?
        do {
            let cell = OrderCell()
            let viewModel = OrderVM(name: "#1")
            weakViewModel = viewModel
            cell.viewModel = viewModel
        }
        #expect(weakViewModel != nil)
        ViewModelStorage.purge()
        #expect(weakViewModel == nil)
    }

    @Test("a new view at a dead view's reused address starts without a view model")
    func reusedAddress() {
        for round in 0..<50 {
            let cell = OrderCell()
            #expect(cell.viewModel == nil)
            cell.viewModel = OrderVM(name: "\(round)")
            #expect(cell.viewModel?.name == "\(round)")
        }
    }
}
