import Combine  // objectWillChange.sink: Apple's SwiftUI does not re-export Combine.
import HarborContainer
import SwiftUI
import Testing

@testable import HarborNavigation

@Suite("SwiftUI adapter: ObservedViewModel")
@MainActor
struct ObservedViewModelTests {
    @Test func theViewIsInvalidatedEachTimeItsViewModelRaisesChanged() {
        let view = CartView(viewModel: CartVM(container: Container(), args: ()))
        let wrapper = ObservedViewModel(wrappedValue: view.viewModel)
        var invalidations = 0
        let subscription = wrapper.relay.objectWillChange.sink { invalidations += 1 }

        view.viewModel.add("tea")
        view.viewModel.add("milk")

        #expect(invalidations == 2)
        #expect(view.viewModel.items == ["tea", "milk"])
        subscription.cancel()
    }
}
