/// A custom container screen (neither a navigation stack, tab bar, split view nor page controller) that tells
/// the services which of its children the user sees.
///
/// ```swift
/// final class CardsContainerVC: UIViewController, IScreenContainer {
///     var visibleScreen: AnyObject? { children.last }
/// }
/// ```
///
/// The walk to the top screen continues through ``visibleScreen``; `nil` makes the container itself the top.
@MainActor
public protocol IScreenContainer: AnyObject {
    /// The child screen the user sees, or `nil` to present on the container itself: a view controller on UIKit,
    /// an ``IInstantiableScreen`` elsewhere.
    var visibleScreen: AnyObject? { get }
}
