/// What a navigation stack refuses, checked before the stack is asked: UIKit raises an Objective-C exception (the
/// app stops) when a navigation controller is pushed, when a view controller already in the stack is pushed again,
/// and when `popToViewController(_:animated:)` names a view controller that is not in the stack. The services and
/// the router fail the request with a ``NavigationError`` instead, on every platform, so that the rule is tested on
/// Linux with the recording doubles too.
@MainActor
enum StackGuard {
    /// Refuses to push `screen` on `stack` when it is a navigation stack itself or already in `stack`.
    static func checkPush(_ screen: any IScreen, onto stack: any INavigationStackScreen) throws(NavigationError) {
        try checkStackable(screen)
        if stack.stackScreens.contains(where: { $0.screenID == screen.screenID }) {
            throw .alreadyInStack(typeName: typeName(of: screen))
        }
    }

    /// Refuses a navigation stack as a screen of a stack (pushed, or the root of a new stack).
    static func checkStackable(_ screen: any IScreen) throws(NavigationError) {
        if isNavigationStack(screen) {
            throw .cannotPushNavigationStack(typeName: typeName(of: screen))
        }
    }

    /// Refuses a pop to `screen` when it is no longer in `stack` (something dismissed or popped it since the
    /// request was planned).
    static func checkPop(to screen: any IScreen, in stack: any INavigationStackScreen) throws(NavigationError) {
        guard stack.stackScreens.contains(where: { $0.screenID == screen.screenID }) else {
            throw .notInStack(typeName: typeName(of: screen))
        }
    }

    /// A navigation stack, or a platform screen that is one without being a push target (UIKit: the system's
    /// navigation controllers, such as the image picker).
    private static func isNavigationStack(_ screen: any IScreen) -> Bool {
        screen is any INavigationStackScreen || ((screen as? any IScreenAdapter)?.isNavigationContainer ?? false)
    }
}
