/// Which view each hosted screen shows, so that "back to this type" requests (`popTo(OrderDetailsView.self)`,
/// `dismiss(to:)`) find hosted screens by their view's type, whatever the host made them with (a
/// `UIHostingController`, a `TestHostingScreen`, an app's own host). Main-actor; screens are held weakly.
@MainActor
enum HostedScreens {
    private struct Entry {
        weak var screen: AnyObject?
        let viewType: any Any.Type
    }

    private static var entries: [ObjectIdentifier: Entry] = [:]

    /// Records that `screen` shows a view of type `viewType`; forgets screens that are gone.
    static func record(_ screen: AnyObject, shows viewType: any Any.Type) {
        entries = entries.filter { $0.value.screen != nil }
        entries[ObjectIdentifier(screen)] = Entry(screen: screen, viewType: viewType)
    }

    /// The type of the view `screen` shows, when a host made it for a hosted view.
    static func viewType(of screen: AnyObject) -> (any Any.Type)? {
        guard let entry = entries[ObjectIdentifier(screen)], entry.screen === screen else {
            return nil
        }
        return entry.viewType
    }
}
