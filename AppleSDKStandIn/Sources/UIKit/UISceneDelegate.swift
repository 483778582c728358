// Stand-in for the scene-delegate protocols and `UIScene.ConnectionOptions`, which an app's `SceneDelegate`
// adopts and receives. Sources: DougGregor/swift-concurrency-objc `iOS/UIKit/UIScene.swift` and
// `iOS/UIKit/UIWindowScene.swift`; theAppLaunchers/apple-docs-for-rag (`@MainActor protocol UIWindowSceneDelegate
// : UISceneDelegate`). Their requirements are all `optional` (Objective-C), which a Swift protocol cannot state:
// the stand-in protocols have none, so a delegate declares what it implements as plain members.

/// The core methods that you use to respond to life-cycle events occurring within a scene.
///
/// Source: `UIScene.swift`: `protocol UISceneDelegate : NSObjectProtocol` (all requirements optional, e.g.
/// `optional func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions:
/// UIScene.ConnectionOptions)`).
@MainActor
public protocol UISceneDelegate: AnyObject {}

/// Additional methods that you use to manage app-specific tasks occurring in a scene.
///
/// Source: `UIWindowScene.swift`: `protocol UIWindowSceneDelegate : UISceneDelegate` (`optional var window:
/// UIWindow? { get set }`, …).
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {}

extension UIScene {
    /// A data object containing information about the reasons why UIKit created the scene.
    ///
    /// Source: `UIScene.swift`: `extension UIScene { class ConnectionOptions : NSObject { … } }` (stand-in: none of
    /// its members; nothing here connects a scene with options).
    public final class ConnectionOptions: NSObject {}
}
