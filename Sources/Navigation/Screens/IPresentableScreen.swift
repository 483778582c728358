/// What the services create and show: the constraint of `present`, `pushViewController`, `show` and a route's
/// ``Destination``.
///
/// Three kinds of screens adopt it, so one call shows any of them, on every platform:
/// - `UIViewController`, where UIKit exists (Harbor adds this conformance and nothing else to UIKit's types);
/// - ``IInstantiableScreen`` (HarborTesting's `TestScreen`, a terminal app's screens), created with `init()`;
/// - ``IHostedView``: a SwiftUI view built with its view model, which the window hosts in a screen of its own.
///
/// Together with a view model (`IHaveViewModel` for a view controller or a test screen; ``IHostedView`` has one),
/// that is all a screen type needs:
///
/// ```swift
/// presenter.present(OrderDetailsVC.self, args: order)      // a UIViewController & IHaveViewModel
/// presenter.present(OrderDetailsView.self, args: order)    // a SwiftUI View & IHostedView
/// presenter.present(OrderDetailsScreen.self, args: order)  // a test: a TestScreen & IHaveViewModel
/// ```
///
/// Do not adopt it directly: adopt ``IInstantiableScreen`` or ``IHostedView``.
@MainActor
public protocol IPresentableScreen {}
