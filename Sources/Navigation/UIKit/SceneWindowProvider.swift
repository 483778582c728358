#if canImport(UIKit) && !os(watchOS)
    import UIKit

    /// An ``IWindowProvider`` for one window scene: its key window when that is at the normal window level, else its
    /// first visible window at that level (an overlay made key, such as a toast window, is never chosen).
    ///
    /// With several scenes that navigate independently (iPad multitasking, several windows of the app), give each
    /// scene a container tree of its own (the services are singletons of a tree) that binds its provider, so the
    /// view models of a scene always navigate in that scene:
    ///
    /// ```swift
    /// // In the scene delegate's scene(_:willConnectTo:options:):
    /// let sceneContainer = Container()
    /// let provider = SceneWindowProvider(windowScene)
    /// sceneContainer.bind((any IWindowProvider).self) { _ in provider }
    /// ```
    ///
    /// It uses no `UIApplication.shared`, so it also works in app extensions. The scene is held weakly.
    @MainActor
    public final class SceneWindowProvider: IWindowProvider {
        private weak var scene: UIWindowScene?

        /// Creates the provider of `scene`'s window.
        ///
        /// - Parameter scene: The scene; the provider does not keep it alive.
        public init(_ scene: UIWindowScene) {
            self.scene = scene
        }

        /// The scene's window, while the scene exists.
        public var window: (any IScreenWindow)? {
            guard let scene else { return nil }
            return WindowChoice.window(among: Self.windows(of: scene)).map(WindowScreen.init)
        }

        /// The facts the choice needs about `scene`'s windows.
        static func windows(of scene: UIWindowScene) -> [WindowChoice.Window<UIWindow>] {
            let key: UIWindow?
            if #available(iOS 15.0, tvOS 15.0, *) {
                key = scene.keyWindow
            } else {
                key = scene.windows.first { $0.isKeyWindow }
            }
            return scene.windows.map { window in
                WindowChoice.Window(
                    handle: window,
                    isKey: window === key,
                    isNormalLevel: window.windowLevel == .normal,
                    isHidden: window.isHidden
                )
            }
        }

        /// The state of `scene`, as far as the choice goes.
        static func state(of scene: UIScene) -> WindowChoice.Scene<UIWindow>.State {
            switch scene.activationState {
            case .foregroundActive: .foregroundActive
            case .foregroundInactive: .foregroundInactive
            default: .other
            }
        }
    }
#endif
