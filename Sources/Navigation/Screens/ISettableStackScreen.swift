/// A navigation stack whose whole content can be replaced in one transition (UIKit:
/// `setViewControllers(_:animated:)`).
///
/// ``RouterService`` uses it to pop and push the difference to a target stack in a single transition; without
/// it, it pops and then pushes, animating only the last step.
@MainActor
public protocol ISettableStackScreen: INavigationStackScreen {
    /// Replaces the stack with `screens`, root first, and calls `completion` when the transition has finished.
    ///
    /// Screens of the current stack that are not in `screens` leave the hierarchy; screens in both stay.
    ///
    /// - Parameters:
    ///   - screens: The new stack, root first; not empty.
    ///   - animated: Whether to animate.
    ///   - completion: Called when the transition has finished.
    func setStackScreens(_ screens: [any IScreen], animated: Bool, completion: @escaping @MainActor () -> Void)
}
