#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// An ``IWindowProvider`` for an app: the window of the foreground scene, found among
    /// `UIApplication.shared.connectedScenes`.
    ///
    /// ```swift
    /// let provider = KeyWindowProvider()  // at launch, on the main actor
    /// container.bind((any IWindowProvider).self) { _ in provider }
    /// ```
    ///
    /// Only scenes whose session role is `.windowApplication` count: an external display's scene
    /// (`.windowExternalDisplayNonInteractive`, or `.windowExternalDisplay` before iOS 16) is never navigated in.
    /// Foreground-active scenes come first, then foreground-inactive ones (a scene is inactive at launch, under a
    /// system alert, while a notification or a deep link opens the app); scenes in the same state are taken in
    /// the order of their session's `persistentIdentifier`, so the choice is deterministic. In a scene, the key
    /// window (`UIWindowScene.keyWindow` from iOS 15, `isKeyWindow` before) when it is at the normal window level,
    /// else the first visible window at that level: an overlay window made key (a toast, a HUD) is never chosen.
    /// With several scenes that navigate independently, give each scene a container tree with a
    /// ``SceneWindowProvider`` instead.
    ///
    /// Unavailable in app extensions, like `UIApplication.shared`: bind a ``SceneWindowProvider`` there.
    @available(iOSApplicationExtension, unavailable)
    @available(tvOSApplicationExtension, unavailable)
    @MainActor
    public final class KeyWindowProvider: IWindowProvider {
        /// Creates the provider.
        public init() {}

        /// The window of the first foreground scene that has one.
        public var window: (any IScreenWindow)? {
            let scenes = UIApplication.shared.connectedScenes.compactMap { scene -> WindowChoice.Scene<UIWindow>? in
                guard let scene = scene as? UIWindowScene else { return nil }
                return WindowChoice.Scene(
                    state: SceneWindowProvider.state(of: scene),
                    isApplication: scene.session.role == .windowApplication,
                    identifier: scene.session.persistentIdentifier,
                    windows: SceneWindowProvider.windows(of: scene)
                )
            }
            return WindowChoice.window(among: scenes).map(WindowScreen.init)
        }
    }
#endif
