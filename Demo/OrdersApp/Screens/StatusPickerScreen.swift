import HarborMVVM

/// A modal list of statuses; choosing one hands it back to the screen that presented the picker.
@MainActor
public final class StatusPickerScreen: TerminalScreen, IHaveViewModel {
    /// The screen's view model type.
    public typealias ViewModel = StatusPickerVM

    private var lines: [String] = []
    private var notice: String?

    override public var title: String { "Change status" }

    override public func body() -> [String] { lines + (notice.map { ["! \($0)"] } ?? []) }

    override public var keys: [(key: String, action: String)] {
        [("1-\(OrderStatus.allCases.count)", "pick")]
    }

    /// Redraws the choices from the view model.
    ///
    /// - Parameter viewModel: The picker's view model.
    public func viewModelChanged(_ viewModel: StatusPickerVM) {
        lines = viewModel.choices.enumerated().map { index, status in
            "\(index + 1)  \(status.rawValue)" + (status == viewModel.current ? "  (current)" : "")
        }
    }

    override public func handle(_ command: Command) async -> Bool {
        guard let viewModel, let number = command.number, ["pick", ""].contains(command.verb) else { return false }
        guard viewModel.choices.indices.contains(number - 1) else {
            notice = "there is no status \(number); pick 1-\(viewModel.choices.count)"
            return true
        }
        viewModel.pick(choice: number)
        return true
    }

    override public func hint(for command: Command) -> String? {
        guard command.verb == "pick", command.number == nil, let viewModel else { return nil }
        return "'pick' needs a status number, 1-\(viewModel.choices.count)"
    }

    override public func stepWillBegin() {
        notice = nil
    }
}
