#if canImport(UIKit)
    import UIKit

    /// The default ``IWindowProvider`` on UIKit: the key window of the foreground-active window scene
    /// (`UIApplication.shared.connectedScenes`, `UIWindowScene.windows`, `isKeyWindow`), never the deprecated
    /// `UIApplication.shared.windows`.
    @MainActor
    public final class KeyWindowProvider: IWindowProvider {
        /// Creates the provider.
        public init() {}

        /// The key window of the first foreground-active window scene that has one.
        public var window: (any IScreenWindow)? {
            for scene in UIApplication.shared.connectedScenes where scene.activationState == .foregroundActive {
                if let key = (scene as? UIWindowScene)?.windows.first(where: { $0.isKeyWindow }) {
                    return WindowScreen(key)
                }
            }
            return nil
        }
    }
#endif
