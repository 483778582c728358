/// What the services create and show: the constraint of `present`, `pushViewController` and `show`.
///
/// Two kinds of screens adopt it, so the same services work with both, on every platform:
/// - ``IInstantiableScreen`` (HarborTesting's `TestScreen`, a terminal app's screens), which the services
///   create with `init()`;
/// - `UIViewController`, where UIKit exists (Harbor adds this conformance and nothing else to UIKit's types).
///
/// So an iOS app's test target presents HarborTesting's in-memory screens with the real `PresenterService`, and
/// the app itself presents its view controllers:
///
/// ```swift
/// presenter.present(OrderDetailsVC.self, args: order)      // the app: a UIViewController & IHaveViewModel
/// presenter.present(OrderDetailsScreen.self, args: order)  // a test: a TestScreen & IHaveViewModel
/// ```
///
/// Do not adopt it directly: adopt ``IInstantiableScreen``.
@MainActor
public protocol IPresentableScreen: AnyObject {}
