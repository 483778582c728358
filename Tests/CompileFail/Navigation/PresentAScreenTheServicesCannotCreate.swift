// expected-error: requires that 'DrawnScreen' conform to 'IPresentableScreen'
// The services create what they show: a screen that only describes itself (IScreen, no init()) is refused at
// compile time, not at run time. Its positive twin: Tests/NavigationTests (TestScreen subclasses are presented).
import HarborContainer
import HarborMVVM
import HarborNavigation

@MainActor
final class SettingsVM: @MainActor IPerRequest {
    required init(container: any IContainer, args: Void) {}
}

@MainActor
final class DrawnScreen: IScreen, IHaveViewModel {
    typealias ViewModel = SettingsVM
    func viewModelChanged(_ viewModel: SettingsVM) {}
    var presentedScreen: (any IScreen)? { nil }
    var visibleChildScreen: (any IScreen)? { nil }
    var isBeingDismissed: Bool { false }
    var isAlert: Bool { false }
    var isInWindowHierarchy: Bool { true }
    var isTransitioning: Bool { false }
    func afterTransition(_ body: @escaping @MainActor () -> Void) {}
    func presentScreen(_ screen: any IScreen, animated: Bool, completion: @escaping @MainActor () -> Void) {}
    func dismissPresentedScreen(animated: Bool, completion: @escaping @MainActor () -> Void) {}
    func onRemoval(_ handler: @escaping @MainActor () -> Void) {}
}

@MainActor
func show(with presenter: PresenterService) {
    presenter.present(DrawnScreen.self)
}
