import HarborMVVM

// Scenario 12: the cost of a write to HarborMVVM's view-model storage (assigning a view model) with 1,000, 10,000
// and 100,000 live views (as many dead ones made before): the cost must stay flat as the number of views grows.
// The floor is a view with a stored `viewModel` property. One op is one assignment.

/// A view whose view model HarborMVVM stores.
@MainActor
final class TableCell: IHaveViewModel {
    typealias ViewModel = TableCellVM
    var shown = 0
    func viewModelChanged(_ viewModel: TableCellVM) { shown &+= viewModel.value }
}

/// The view model of a ``TableCell``.
@MainActor
final class TableCellVM {
    let value: Int
    init(value: Int) { self.value = value }
}

/// The same view with a stored property, as hand-written code has it.
@MainActor
final class StoredTableCell {
    var shown = 0
    var viewModel: TableCellVM? {
        didSet { if let viewModel { shown &+= viewModel.value } }
    }
}

/// 12a–c: one view-model assignment with 1k, 10k and 100k live views (and as many dead ones created before).
@MainActor
func sideTableScenarios() -> [Scenario] {
    [1_000, 10_000, 100_000].map(sideTableScenario)
}

/// The live views of one scenario, made on first use (so that runs which skip the scenario do not pay for them).
@MainActor
private final class LiveViews {
    let count: Int
    private var cells: [TableCell]?

    init(count: Int) { self.count = count }

    subscript(index: Int) -> TableCell {
        if let cells { return cells[index] }
        // Dead views first, as screens come and go, then the live ones.
        for value in 0..<count {
            TableCell().viewModel = TableCellVM(value: value)
        }
        let made = (0..<count).map { value in
            let cell = TableCell()
            cell.viewModel = TableCellVM(value: value)
            return cell
        }
        cells = made
        return made[index]
    }
}

@MainActor
private func sideTableScenario(views count: Int) -> Scenario {
    let live = LiveViews(count: count)
    let models = (0..<64).map { TableCellVM(value: $0) }
    let stored = StoredTableCell()
    return Scenario(
        id: "12" + ["1000": "a", "10000": "b", "100000": "c"]["\(count)", default: "?"],
        title: "view-model storage: assign a view model, \(count) live views",
        variants: [
            .loop("Harbor viewModel", .harbor) { () throws(CheckFailure) in
                try checkOnMain { () throws(CheckFailure) in
                    let cell = live[count / 2]
                    let before = cell.shown
                    cell.viewModel = models[3]
                    try expect(cell.shown == before + 3 && cell.viewModel === models[3], "view model not stored")
                }
            } body: { n in
                MainActor.assumeIsolated {
                    for index in 0..<n { live[index % count].viewModel = models[index & 63] }
                }
            },
            .loop("stored property", .floor) { () throws(CheckFailure) in
                try checkOnMain { () throws(CheckFailure) in
                    stored.viewModel = models[3]
                    try expect(stored.viewModel === models[3], "view model not stored")
                }
            } body: { n in
                MainActor.assumeIsolated {
                    for index in 0..<n { stored.viewModel = models[index & 63] }
                }
            },
        ]
    )
}
