/// Which view each hosted screen shows, so that "back to this type" requests (`popTo(OrderDetailsView.self)`,
/// `dismiss(to:)`) find hosted screens by their view's type, whatever the host made them with (a
/// `UIHostingController`, a `TestHostingScreen`, an app's own host). Main-actor; screens are held weakly.
@MainActor
enum HostedScreens {
    private static var viewTypes = WeakObjectTable<any Any.Type>()

    /// Records that `screen` shows a view of type `viewType`.
    static func record(_ screen: AnyObject, shows viewType: any Any.Type) {
        viewTypes.set(viewType, for: screen)
    }

    /// The type of the view `screen` shows, when a host made it for a hosted view.
    static func viewType(of screen: AnyObject) -> (any Any.Type)? {
        viewTypes.value(for: ObjectIdentifier(screen))
    }
}
