import HarborMVVM

/// A view built from a view model resolved from the container: what a SwiftUI screen adopts so the services can
/// present and push it like a view controller.
///
/// SwiftUI views are structs, and `IHaveViewModel` needs a class that receives its view model after
/// it exists. A hosted view gets its view model at construction instead, resolved with the typed arguments before
/// the view exists: no optional, no force-unwrap. The memberwise initializer of a struct with a stored
/// `let viewModel` is all it takes:
///
/// ```swift
/// struct OrderDetailsView: View, IHostedView {
///     let viewModel: OrderDetailsVM  // an IPerRequest with Arguments == Order
///     var body: some View { Text(viewModel.title) }
/// }
///
/// presenter.present(OrderDetailsView.self, args: order)
/// navigation.pushViewController(OrderDetailsView.self, args: order)
/// ```
///
/// The window hosts the view in a screen of its own family (``IScreenWindow/makeScreen(hosting:container:)``): on
/// iOS a `UIHostingController` that puts the container into the view's environment, in tests HarborTesting's
/// `TestHostingScreen`. A view model that is ``IReturnsResult`` hands its value back exactly as for a view
/// controller (see <doc:SwiftUIScreens>).
@MainActor
public protocol IHostedView: IPresentableScreen, IHaveViewModelType where ViewModel: AnyObject {
    /// The view model's type: a class, resolved from the container.
    associatedtype ViewModel

    /// The view model the view was built with.
    var viewModel: ViewModel { get }

    /// Creates the view with its view model; the services call it with the view model they resolved.
    ///
    /// - Parameter viewModel: The resolved view model.
    init(viewModel: ViewModel)
}
