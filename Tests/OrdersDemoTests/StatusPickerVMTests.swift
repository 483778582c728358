import HarborContainer
import HarborNavigation
import OrdersApp
import Testing

@Suite("StatusPickerVM")
@MainActor
struct StatusPickerVMTests {
    let viewModel = Container().resolve(StatusPickerVM.self, args: .paid)

    @Test func listsEveryStatusAndKnowsTheCurrentOne() {
        #expect(viewModel.choices == OrderStatus.allCases)
        #expect(viewModel.current == .paid)
    }

    @Test func pickingHandsTheStatusBack() {
        viewModel.pick(choice: 4)

        #expect(viewModel.result.value == .delivered)
    }

    @Test func anUnknownChoiceHandsNothingBack() {
        viewModel.pick(choice: 0)
        viewModel.pick(choice: 6)

        #expect(viewModel.result.value == nil)
    }
}
