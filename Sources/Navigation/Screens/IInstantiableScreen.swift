/// A screen the services can create themselves, with `init()`; what ``PresentableScreen`` means on platforms
/// without UIKit (Linux, macOS), where screens are test screens or terminal screens.
///
/// ```swift
/// final class OrderDetailsScreen: TestScreen, IHaveViewModel { … }  // TestScreen adopts IInstantiableScreen
/// presenter.present(OrderDetailsScreen.self, args: order)
/// ```
@MainActor
public protocol IInstantiableScreen: IScreen {
    /// Creates the screen, without a view model yet.
    init()
}
