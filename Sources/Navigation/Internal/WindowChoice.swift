/// Which window the services navigate in, decided from plain facts about scenes and windows so that the rule is the
/// same on every platform and tested on Linux; the UIKit providers only gather the facts.
enum WindowChoice {
    /// A window of a scene, as far as the choice goes.
    struct Window<Handle> {
        let handle: Handle
        let isKey: Bool
        /// At the normal window level: an app's own window, not an overlay (a toast, a HUD, an alert window).
        let isNormalLevel: Bool
        let isHidden: Bool
    }

    /// A scene, as far as the choice goes.
    struct Scene<Handle> {
        enum State: Int, Comparable {
            case foregroundActive
            case foregroundInactive
            case other

            static func < (lhs: State, rhs: State) -> Bool { lhs.rawValue < rhs.rawValue }
        }

        let state: State
        /// Whether the scene shows the app's own interactive interface (UIKit: its session's role is
        /// `.windowApplication`), not an external display's mirror or presentation (`.windowExternalDisplay`,
        /// `.windowExternalDisplayNonInteractive`) or another system role.
        let isApplication: Bool
        /// A stable identity for ordering scenes in the same state (UIKit: the session's `persistentIdentifier`).
        let identifier: String
        let windows: [Window<Handle>]
    }

    /// The window of one scene: its key window when that is at the normal level, else its first visible window at
    /// the normal level (an overlay made key, such as a toast window, is never chosen).
    static func window<Handle>(among windows: [Window<Handle>]) -> Handle? {
        let shown = windows.filter { $0.isNormalLevel && !$0.isHidden }
        return (shown.first { $0.isKey } ?? shown.first)?.handle
    }

    /// The window of the app: the first scene in the foreground that has one, foreground-active scenes before
    /// foreground-inactive ones (a scene is inactive at launch, under a system alert, while a notification or deep
    /// link opens the app), scenes in the same state ordered by identifier so that the choice never depends on the
    /// order of a set; background scenes never, and scenes of another role than the app's own (an external
    /// display's) never.
    static func window<Handle>(among scenes: [Scene<Handle>]) -> Handle? {
        let ordered = scenes.filter { $0.isApplication && $0.state != .other }.sorted {
            ($0.state, $0.identifier) < ($1.state, $1.identifier)
        }
        return ordered.lazy.compactMap { window(among: $0.windows) }.first
    }
}
