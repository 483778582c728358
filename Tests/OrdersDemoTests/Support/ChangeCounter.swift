import HarborMVVM

/// Counts how often a view model raises `changed`, as a view bound to it would redraw.
@MainActor
final class ChangeCounter {
    private(set) var count = 0

    init(_ viewModel: some INotifyOnChanged) {
        viewModel.changed.subscribe(self) { this in this.count += 1 }
    }
}
