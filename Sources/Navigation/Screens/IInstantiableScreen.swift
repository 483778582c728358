/// A screen the services can create themselves, with `init()`: test screens and terminal screens, on every
/// platform (an iOS test target presents them with the real services, too).
///
/// ```swift
/// final class OrderDetailsScreen: TestScreen, IHaveViewModel { … }  // TestScreen adopts IInstantiableScreen
/// presenter.present(OrderDetailsScreen.self, args: order)
/// ```
@MainActor
public protocol IInstantiableScreen: IPresentableScreen, IScreen {
    /// Creates the screen, without a view model yet.
    init()
}
