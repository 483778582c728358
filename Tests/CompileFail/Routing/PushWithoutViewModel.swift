// expected-error: requires that 'PlainScreen' conform to 'IHaveViewModelType'
// A destination only creates screens whose view model the container resolves.
import HarborNavigation
import HarborTesting

final class PlainScreen: TestScreen {}

@MainActor
func destination() -> Destination {
    Destination(root: TestScreen.self).push(PlainScreen.self)
}
