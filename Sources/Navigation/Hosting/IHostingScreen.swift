/// A screen that shows a hosted view; what ``IScreenHost``s make.
///
/// It lets the services find a hosted screen by its view's type, so `popTo(OrderDetailsView.self)` and
/// `dismiss(to: OrderDetailsView.self)` work as for view controllers.
@MainActor
public protocol IHostingScreen: AnyObject {
    /// The type of the hosted view, for example `OrderDetailsView.self`.
    var hostedViewType: any Any.Type { get }
}
