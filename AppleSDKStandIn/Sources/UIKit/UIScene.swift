/// An object that represents one instance of your app's user interface.
///
/// Source: developer.apple.com/documentation/uikit/uiscene (`@MainActor class UIScene : UIResponder`, iOS 13);
/// members from DougGregor/swift-concurrency-objc `iOS/UIKit/UIScene.swift`.
@MainActor
open class UIScene: UIResponder, Hashable {
    /// Source: developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum
    /// (`enum ActivationState`, `c:@E@UISceneActivationState`; raw values from the header: -1, 0, 1, 2).
    public enum ActivationState: Int, Sendable {
        /// `case unattached`.
        case unattached = -1
        /// `case foregroundActive`.
        case foregroundActive = 0
        /// `case foregroundInactive`.
        case foregroundInactive = 1
        /// `case background`.
        case background = 2
    }

    /// Source: `UIScene.swift`: `var session: UISceneSession { get }`.
    public let session: UISceneSession

    /// Source: developer.apple.com/documentation/uikit/uiscene/activationstate-swift.property
    /// (`var activationState: UIScene.ActivationState { get }`).
    public internal(set) var activationState: ActivationState = .unattached

    init(standInSession session: UISceneSession) {
        self.session = session
        super.init()
    }

    /// Identity, as `NSObject`'s `isEqual(_:)` and `hash` (the SDK's `UIScene` is `Hashable` through `NSObject`).
    nonisolated public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }

    /// Identity hash.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// An object that contains information about one of your app's scenes.
///
/// Source: developer.apple.com/documentation/uikit/uiscenesession (`@MainActor class UISceneSession : NSObject`);
/// DougGregor/swift-concurrency-objc `iOS/UIKit/UISceneSession.swift`: `var persistentIdentifier: String { get }`.
@MainActor
public final class UISceneSession: NSObject {
    /// Constants that identify the role a scene plays.
    ///
    /// Source: UISceneDefinitions.h, `typedef NSString * UISceneSessionRole NS_TYPED_ENUM`; UIWindowScene.h for the
    /// window roles; UIKit.apinotes for their Swift names (`windowApplication`, `windowExternalDisplay`,
    /// `windowExternalDisplayNonInteractive`).
    public struct Role: Hashable, RawRepresentable, Sendable {
        /// The role's string.
        public let rawValue: String

        /// Creates a role from its string.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// `UIWindowSceneSessionRoleApplication`: the app's own interactive windows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// `UIWindowSceneSessionRoleExternalDisplay` (deprecated from iOS 16).
        public static let windowExternalDisplay = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplay")
        /// `UIWindowSceneSessionRoleExternalDisplayNonInteractive` (iOS 16): a non-interactive external display.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// Source: `var persistentIdentifier: String { get }`.
    public let persistentIdentifier: String

    /// Source: UISceneSession.h, `@property (nonatomic, readonly) UISceneSessionRole role;`.
    public let role: Role

    init(standInIdentifier: String, role: Role) {
        persistentIdentifier = standInIdentifier
        self.role = role
        super.init()
    }
}

/// A scene that manages one or more windows for your app.
///
/// Source: developer.apple.com/documentation/uikit/uiwindowscene (`@MainActor class UIWindowScene : UIScene`);
/// DougGregor/swift-concurrency-objc `iOS/UIKit/UIWindowScene.swift`: `var windows: [UIWindow] { get }`;
/// developer.apple.com/documentation/uikit/uiwindowscene/keywindow: `@available(iOS 15.0, *) var keyWindow: UIWindow? { get }`.
@MainActor
open class UIWindowScene: UIScene {
    var standInWindows: [Weak<UIWindow>] = []
    var standInKeyWindow: Weak<UIWindow>?

    /// Source: `UIWindowScene.swift`: `var windows: [UIWindow] { get }`.
    open var windows: [UIWindow] { standInWindows.compactMap(\.object) }

    /// Source: `uiwindowscene/keywindow`: `@available(iOS 15.0, *) var keyWindow: UIWindow? { get }`.
    open var keyWindow: UIWindow? { standInKeyWindow?.object }
}

/// The centralized point of control and coordination for apps running in iOS.
///
/// Source: developer.apple.com/documentation/uikit/uiapplication (`@MainActor class UIApplication : UIResponder`);
/// DougGregor/swift-concurrency-objc `iOS/UIKit/UIApplication.swift`: `class var shared: UIApplication { get }`,
/// `@available(iOS 13.0, *) var connectedScenes: Set<UIScene> { get }`. In the SDK `shared` is also marked
/// `@available(iOSApplicationExtension, unavailable)` (`NS_EXTENSION_UNAVAILABLE_IOS`); that attribute is kept below,
/// but a Linux build checks no application-extension availability.
@MainActor
open class UIApplication: UIResponder {
    private static let instance = UIApplication(standIn: ())
    private var sceneCounter = 0

    private init(standIn: Void) {
        super.init()
    }

    /// Source: `class var shared: UIApplication { get }`.
    @available(iOSApplicationExtension, unavailable)
    open class var shared: UIApplication { instance }

    /// Source: `@available(iOS 13.0, *) var connectedScenes: Set<UIScene> { get }`.
    public internal(set) var connectedScenes: Set<UIScene> = []

    func nextSceneNumber() -> Int {
        sceneCounter += 1
        return sceneCounter
    }
}
